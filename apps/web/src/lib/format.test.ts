import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';
import { intlLocale, pickLocale } from './locale';

describe('formatDate', () => {
  it('writes a date in the chosen language: English (British) by default, French in French', () => {
    expect(formatDate('2026-01-05', 'EN')).toBe('5 Jan 2026');
    expect(formatDate('2026-01-05', 'FR')).toBe('5 janv. 2026');
    expect(formatDate('2026-05-04', 'DE')).toBe('04.05.2026');
  });

  it('keeps a calendar date on its day in every time zone; shows none or unreadable text as given', () => {
    expect(formatDate('2026-12-31', 'EN')).toBe('31 Dec 2026');
    expect(formatDate(null, 'FR')).toBe('');
    expect(formatDate('soon', 'FR')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('writes a time with its time of day in the chosen language', () => {
    const at = '2026-01-05T14:03:09.000Z';
    const local = new Date(at);
    const hh = String(local.getHours()).padStart(2, '0');
    expect(formatDateTime(at, 'EN')).toContain(`${hh}:03:09`);
    expect(formatDateTime(at, 'FR')).toMatch(/janv\. 2026/);
    expect(formatDateTime('', 'EN')).toBe('');
    expect(formatDateTime('soon', 'EN')).toBe('soon');
  });
});

describe('locales', () => {
  it('turns console language codes into BCP 47 tags', () => {
    expect(intlLocale('EN')).toBe('en-GB');
    expect(intlLocale('FR')).toBe('fr');
    expect(intlLocale('ZH-TW')).toBe('zh-TW');
  });

  it("picks MUI's locale of a language: its own country, the region named, else the first", () => {
    const modules = {
      frFR: 'fr',
      ptBR: 'br',
      ptPT: 'pt',
      zhCN: 'cn',
      zhTW: 'tw',
      enUS: 'en',
      arEG: 'eg',
      arSA: 'sa',
    };
    expect(pickLocale(modules, 'FR')).toBe('fr');
    expect(pickLocale(modules, 'PT')).toBe('pt');
    expect(pickLocale(modules, 'ZH-TW')).toBe('tw');
    expect(pickLocale(modules, 'ZH')).toBe('cn');
    expect(pickLocale(modules, 'AR')).toBe('eg');
    expect(pickLocale(modules, 'EN')).toBeUndefined();
    expect(pickLocale(modules, 'XX')).toBeUndefined();
  });
});
