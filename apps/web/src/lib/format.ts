import { useCallback } from 'react';
import { intlLocale } from './locale';
import { useConsoleState } from './session-store';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, utc: boolean, withTime = false): Intl.DateTimeFormat {
  const key = `${locale}|${utc}|${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'medium' } : {}),
      ...(utc ? { timeZone: 'UTC' } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A date as the console's language writes it ('5 Jan 2026', '5 janv. 2026'): a calendar date
 * ('2026-01-05') as it is, a timestamp in the viewer's time zone. '' for none; unreadable text as given.
 */
export function formatDate(value: string | null | undefined, lang: string): string {
  if (!value) return '';
  const dateOnly = DATE_ONLY.test(value);
  const time = Date.parse(dateOnly ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time) ? value : dateFormat(intlLocale(lang), dateOnly).format(time);
}

/** formatDate in the console's chosen language; every date the console shows goes through it. */
export function useFormatDate(): (value: string | null | undefined) => string {
  const { lang } = useConsoleState();
  return useCallback((value) => formatDate(value, lang), [lang]);
}

/** A timestamp with its time of day ('5 Jan 2026, 14:03:09') in the viewer's time zone; '' for none. */
export function formatDateTime(value: string | null | undefined, lang: string): string {
  if (!value) return '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : dateFormat(intlLocale(lang), false, true).format(time);
}

/** formatDateTime in the console's chosen language. */
export function useFormatDateTime(): (value: string | null | undefined) => string {
  const { lang } = useConsoleState();
  return useCallback((value) => formatDateTime(value, lang), [lang]);
}
