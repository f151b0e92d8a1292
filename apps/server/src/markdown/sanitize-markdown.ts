import { MARKDOWN_OPTIONS, markdownSanitizeConfig } from '@console/contract';
import type { DOMPurify as Purifier } from 'dompurify';
import { Marked, type Token, type Tokens } from 'marked';
import { AppError } from '../http/app-error';

// DOMPurify needs a DOM: jsdom's, made once, on the first markdown or rich-text save (not at start).
let purifier: Promise<Purifier> | null = null;
export function loadPurifier(): Promise<Purifier> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import('jsdom'),
      import('dompurify'),
    ]);
    return createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  })();
  return purifier;
}

const lexer = new Marked(MARKDOWN_OPTIONS);
// As the console shows it: a task list's checkbox is an <input>, which the allow-list removes anyway.
const renderer = new Marked({ ...MARKDOWN_OPTIONS, renderer: { checkbox: () => '' } });

interface Edit {
  raw: string;
  replacement: string;
}

/** What DOMPurify removed from `html`, as names (script, onerror, href ...); empty when nothing. */
function removedBy(purify: Purifier, html: string): string[] {
  purify.sanitize(html, markdownSanitizeConfig());
  return purify.removed.map((r) =>
    'element' in r ? (r.element as Element).nodeName.toLowerCase() : (r.attribute?.name ?? 'attribute'),
  );
}

const allowed = new Map<string, boolean>();
/** Whether the allow-list keeps an element of this name. */
function allowedElement(purify: Purifier, name: string): boolean {
  const key = name.toLowerCase();
  let ok = allowed.get(key);
  if (ok === undefined) {
    ok = purify.sanitize(`<${key}></${key}>`, markdownSanitizeConfig()).includes(`<${key}`);
    allowed.set(key, ok);
  }
  return ok;
}

/** Edits that make the markdown's HTML pass the allow-list: unsafe HTML cleaned, unsafe links unlinked. */
function collectEdits(purify: Purifier, tokens: Token[], edits: Edit[]): void {
  for (const token of tokens) {
    if (token.type === 'html') {
      const cleaned = purify.sanitize(token.raw, markdownSanitizeConfig());
      // Only where something was removed: allowed HTML is kept exactly as written. A lone tag of an
      // element the list does not allow (<script>, </iframe>) vanishes without being listed as removed.
      const tag = /^<\/?([A-Za-z][\w-]*)/.exec(token.raw.trim())?.[1];
      if (purify.removed.length || (cleaned.trim() === '' && tag && !allowedElement(purify, tag)))
        edits.push({ raw: token.raw, replacement: cleaned });
      continue;
    }
    if (token.type === 'link' || token.type === 'image') {
      const t = token as Tokens.Link | Tokens.Image;
      // Rendered exactly as the console renders it (entities in the URL included).
      if (removedBy(purify, renderer.parseInline(t.raw, { async: false })).length) {
        // javascript:, vbscript:, data: links and the like: the text stays, the link goes.
        edits.push({ raw: t.raw, replacement: token.type === 'link' ? t.text : t.text || '' });
        continue;
      }
    }
    const nested = token as {
      tokens?: Token[];
      items?: Token[];
      header?: { tokens: Token[] }[];
      rows?: { tokens: Token[] }[][];
    };
    if (nested.tokens) collectEdits(purify, nested.tokens, edits);
    if (nested.items) collectEdits(purify, nested.items, edits);
    if (nested.header) for (const cell of nested.header) collectEdits(purify, cell.tokens, edits);
    if (nested.rows)
      for (const row of nested.rows) for (const cell of row) collectEdits(purify, cell.tokens, edits);
  }
}

/**
 * Markdown as stored: HTML the console's allow-list would remove (scripts, event handlers, frames,
 * styles, forms) is removed from the source, and links to javascript: and the like lose their link, so
 * what any client renders from it is safe. Markdown itself is kept as written. A source that still
 * renders something the allow-list removes (HTML that cannot be cleaned in place, e.g. spread over the
 * lines of a quote) is refused with a field error rather than stored.
 */
export async function sanitizeMarkdown(source: string, field: string): Promise<string> {
  if (!/[<:&]/.test(source)) return source; // no HTML, no link scheme, no entity
  const purify = await loadPurifier();
  const edits: Edit[] = [];
  collectEdits(purify, lexer.lexer(source), edits);
  let out = '';
  let cursor = 0;
  for (const edit of edits) {
    const at = source.indexOf(edit.raw, cursor);
    if (at < 0) continue; // checked below
    out += source.slice(cursor, at) + edit.replacement;
    cursor = at + edit.raw.length;
  }
  out += source.slice(cursor);
  const left = removedBy(purify, renderer.parse(out, { async: false }));
  if (left.length) {
    const what = [...new Set(left)].join(', ');
    throw new AppError('INVALID_INPUT', `${field} contains HTML that is not allowed (${what})`, {
      [field]: [`Remove the HTML that is not allowed here: ${what}`],
    });
  }
  return out;
}
