// Markdown is cleaned on the server when it is saved (it was stored verbatim and cleaned only by the
// console when shown), with the console's allow-list: what any client renders from it is safe.
import { JSDOM } from 'jsdom';
import createDOMPurify from 'dompurify';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { MARKDOWN_OPTIONS, markdownSanitizeConfig } from '@console/contract';
import { sanitizeMarkdown } from '../src/markdown/sanitize-markdown';
import { newMicroservice } from './helpers/microservice-fixtures';
import { useApi } from './helpers/api';

const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);

/** What the allow-list would remove from the HTML a plain markdown renderer makes of `source`. */
function unsafeParts(source: string): string[] {
  const html = marked.parse(source, { ...MARKDOWN_OPTIONS, async: false }).replace(/<input [^>]*>/g, '');
  purify.sanitize(html, markdownSanitizeConfig());
  return purify.removed.map((r) =>
    'element' in r ? (r.element as Element).nodeName.toLowerCase() : (r.attribute?.name ?? '?'),
  );
}

const ATTACKS = [
  'Hello <script>alert(1)</script> world',
  '<img src="x.png" onerror="alert(1)">',
  'Picture: <img src=x onerror=alert(document.cookie)> inline',
  '[click me](javascript:alert(1))',
  '[encoded](&#106;avascript:alert(1))',
  '![pic](javascript:alert(1))',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<div style="background:url(https://evil.example/x)">styled</div>',
  '<form action="https://evil.example"><input name="p"><button>Go</button></form>',
  '<svg><script>alert(1)</script></svg>',
  '<details open ontoggle="alert(1)"><summary>x</summary></details>',
  '- item <span onclick="steal()">one</span>\n- two',
  '| a | b |\n|---|---|\n| <img src=x onerror=alert(1)> | 2 |',
  '<object data="evil.swf"></object><embed src="evil.swf">',
];

const SAFE = [
  '# Churn\n\nScores **subscribers** and *trials*.',
  'A [link](https://example.com/a?b=1&c=2) and <https://example.com>, mail <mailto:a@example.com>',
  '> a quote\n> on two lines',
  '- [ ] a task\n- [x] done',
  '| a | b |\n|---|---|\n| 1 | 2 |',
  'Comparisons: a < b and c > d, 1 & 2',
  '```html\n<script>shown as code</script>\n```',
  'Inline `<b>code</b>` and allowed <b>bold</b> <em>HTML</em><br>line',
  'Time 10:30, ratio 3:1',
];

describe('sanitizeMarkdown', () => {
  it.each(ATTACKS)('leaves nothing the allow-list removes: %s', async (source) => {
    expect(unsafeParts(source).length, 'the attack is unsafe as sent').toBeGreaterThan(0);
    const stored = await sanitizeMarkdown(source, 'description2');
    expect(unsafeParts(stored)).toEqual([]);
    expect(stored).not.toMatch(/onerror|onclick|ontoggle|javascript:|<script|<iframe|style=/i);
  });

  it.each(SAFE)('keeps markdown and allowed HTML exactly as written: %s', async (source) => {
    expect(await sanitizeMarkdown(source, 'description2')).toBe(source);
  });

  it('keeps the readable text of what it removes a link from', async () => {
    expect(await sanitizeMarkdown('see [the docs](javascript:alert(1)) now', 'd')).toBe('see the docs now');
  });

  it.each([
    '> <div>\n> <img src=x onerror=alert(1)>\n> </div>',
    '> <div onclick="x()">\n> hello\n> </div>',
    '- <div>\n  <script>alert(1)</script>\n  </div>',
  ])(
    'refuses HTML spread over the lines of a quote or a list item (it cannot be cleaned in place): %s',
    async (source) => {
      await expect(sanitizeMarkdown(source, 'description2')).rejects.toMatchObject({
        code: 'INVALID_INPUT',
        fieldErrors: { description2: [expect.stringMatching(/^Remove the HTML that is not allowed here: /)] },
      });
    },
  );
});

describe('microservices.save stores description2 clean', () => {
  const t = useApi();

  it('whatever the client sent, and shows it back as stored', async () => {
    const key = await t.login('teamspace');
    const sent = '# Model\n\n<img src=x onerror=alert(1)> **bold** [x](javascript:alert(1))';
    const saved = await t.call('microservices.save', newMicroservice({ description2: sent }), key);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const info = await t.call('microservices.info', { id: saved.body.id }, key);
    expect(info.status).toBe(200);
    const stored = info.body.description2 as string;
    expect(stored).toBe('# Model\n\n<img src="x"> **bold** x');
    expect(unsafeParts(stored)).toEqual([]);
  });

  it('refuses with 400 on description2 what it cannot clean, storing nothing', async () => {
    const key = await t.login('teamspace');
    const res = await t.refused(
      400,
      'microservices.save',
      newMicroservice({ description2: '> <div onclick="x()">\n> hi\n> </div>' }),
      key,
    );
    expect(res.body.error.fieldErrors.description2[0]).toMatch(/onclick/);
  });
});
