/**
 * Markdown, once: how the console renders it (marked with these options) and which HTML survives
 * (DOMPurify with this allow-list). The console cleans what it renders with it; the server cleans
 * markdown fields with the same list when they are saved, so clients other than the console are safe
 * too (apps/server/src/markdown/sanitize-markdown.ts).
 */
export const MARKDOWN_OPTIONS = { gfm: true, breaks: true } as const;

/** DOMPurify settings: ordinary HTML, no styles, forms, inputs, frames or embedded objects. */
export const MARKDOWN_SANITIZE = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
} as const;

/** A mutable copy of MARKDOWN_SANITIZE, in the shape DOMPurify's typings want. */
export function markdownSanitizeConfig() {
  return {
    USE_PROFILES: { ...MARKDOWN_SANITIZE.USE_PROFILES },
    FORBID_TAGS: [...MARKDOWN_SANITIZE.FORBID_TAGS],
    FORBID_ATTR: [...MARKDOWN_SANITIZE.FORBID_ATTR],
  };
}
