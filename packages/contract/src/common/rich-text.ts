import { z } from 'zod';
import { hasNoNul } from './fields';

/**
 * Rich text (notification messages, outages): HTML from the console's rich-text editor. Grown from the
 * markdown allow-list (markdown.ts) but narrower: only what the editor makes survives, no styles, no
 * event handlers, and DOMPurify's URL check drops javascript: and the like. The server cleans with it
 * when a text is saved (apps/server/src/markdown/sanitize-rich-text.ts), the console when it renders.
 */
export const RICH_TEXT_SANITIZE = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'h1',
    'h2',
    'h3',
    'h4',
    'hr',
  ],
  ALLOWED_ATTR: ['href', 'target', 'rel'],
  FORBID_ATTR: ['style'],
} as const;

/** A mutable copy of RICH_TEXT_SANITIZE, in the shape DOMPurify's typings want. */
export function richTextSanitizeConfig() {
  return {
    ALLOWED_TAGS: [...RICH_TEXT_SANITIZE.ALLOWED_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_SANITIZE.ALLOWED_ATTR],
    FORBID_ATTR: [...RICH_TEXT_SANITIZE.FORBID_ATTR],
  };
}

/** The words of rich text without its tags (an editor's empty `<p></p>` has none). */
export const richTextWords = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();

/** Rich text that must hold some words; `message` also answers a missing field. */
export const requiredRichText = (message: string, max = 20_000) =>
  z
    .string({ error: message })
    .trim()
    .max(max, `At most ${max} characters`)
    .refine(hasNoNul, 'Invalid character')
    .refine((html) => richTextWords(html) !== '', message);
