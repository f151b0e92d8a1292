import { describe, expect, it } from 'vitest';
import { DEFAULT_LABELS, SCREEN_NAMES } from '@console/contract';
import { FRENCH_LABELS } from '../src/db/seed/french-labels';
import { useApi } from './helpers/api';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const screens = Object.keys(DEFAULT_LABELS) as Array<keyof typeof DEFAULT_LABELS>;

describe('the French demo captions', () => {
  it('translate every caption of every screen (add French for new captions to db/seed/french-labels.ts)', () => {
    const missing = screens.flatMap((screen) =>
      Object.keys(DEFAULT_LABELS[screen])
        .filter((code) => !FRENCH_LABELS[screen]?.[code]?.trim())
        .map((code) => `${screen}.${code}`),
    );
    expect(missing).toEqual([]);
  });

  it('keep the placeholders of the English text and name no caption that does not exist', () => {
    const problems: string[] = [];
    for (const [screen, texts] of Object.entries(FRENCH_LABELS)) {
      const english = (DEFAULT_LABELS as Record<string, Record<string, string>>)[screen];
      for (const [code, text] of Object.entries(texts)) {
        if (!english?.[code]) problems.push(`${screen}.${code} has no English caption`);
        else if (placeholders(text).join() !== placeholders(english[code]).join())
          problems.push(`${screen}.${code}: placeholders differ`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the demo data', () => {
  const t = useApi();

  it('serves every screen in French, for every owner', async () => {
    for (const who of ['platform', 'acme'] as const) {
      const key = await t.login(who);
      for (const screen of screens) {
        const res = await t.call('labels.byScreen', { scrId: screen, lang: 'FR' }, key);
        expect(res.status).toBe(200);
        expect(res.body.labels, `${who} ${screen}`).toEqual({
          ...DEFAULT_LABELS[screen],
          ...FRENCH_LABELS[screen],
        });
      }
    }
  });

  it('names every screen', () => {
    for (const screen of screens) expect(SCREEN_NAMES[screen], screen).toBeTruthy();
  });
});
