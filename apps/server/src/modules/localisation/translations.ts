import type { Translation } from '@console/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { languages } from '../../db/schema/index';
import { AppError } from '../../http/app-error';

/** Refuses translations in a language that is not in the catalogue (400 on the offending row). */
export async function checkTranslationLanguages(db: Db, translations: Translation[]): Promise<void> {
  if (!translations.length) return;
  const langs = [...new Set(translations.map((t) => t.lang))];
  const known = await db
    .select({ code: languages.code })
    .from(languages)
    .where(inArray(languages.code, langs));
  const ok = new Set(known.map((k) => k.code));
  const fieldErrors: Record<string, string[]> = {};
  translations.forEach((t, i) => {
    if (!ok.has(t.lang)) fieldErrors[`translations.${i}.lang`] = ['Unknown language'];
  });
  if (Object.keys(fieldErrors).length)
    throw new AppError('INVALID_INPUT', 'Some fields are not valid', fieldErrors);
}
