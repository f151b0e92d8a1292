import {
  DEFAULT_LANG,
  LOCALISATION_MESSAGES as M,
  listCodeSchema,
  localisationCode,
  optionalText,
  orderNumberSchema,
  requiredText,
  screenCodeSchema,
  valueCodeSchema,
  type RecordKind,
} from '@console/contract';
import { z } from 'zod';
import type { NumberedRecord } from './records';

const listCode = listCodeSchema;
const translation = requiredText(M.TRANSLATION_REQ, 4000);

/** The fields each kind of record needs, in English and in another language, checked as the forms check them. */
const SCHEMAS: Record<RecordKind, { en: z.ZodType; other: z.ZodType | null }> = {
  label: {
    en: z.object({
      screenCode: screenCodeSchema,
      screenName: requiredText(M.SCR_NMVAL, 200),
      code: localisationCode(M.LBL_CDVAL),
      text: requiredText(M.TXTENVAL, 4000),
      order: orderNumberSchema(),
      description: optionalText(2000),
    }),
    other: z.object({ screenCode: screenCodeSchema, code: localisationCode(M.LBL_CDVAL), text: translation }),
  },
  error: {
    en: z.object({
      screenCode: screenCodeSchema,
      screenName: requiredText(M.SCR_NMVAL, 200),
      code: localisationCode(M.ERR_CDVAL),
      text: requiredText(M.TXTENVAL, 4000),
      order: orderNumberSchema(),
      description: optionalText(2000),
    }),
    other: z.object({ screenCode: screenCodeSchema, code: localisationCode(M.ERR_CDVAL), text: translation }),
  },
  codeList: {
    en: z.object({ listCode, text: requiredText(M.LST_NMVAL, 200), description: optionalText(2000) }),
    other: null,
  },
  codeValue: {
    en: z.object({
      listCode,
      code: valueCodeSchema(M.CDVAL),
      text: requiredText(M.VAENVAL, 2000),
      order: orderNumberSchema(),
    }),
    other: z.object({ listCode, code: valueCodeSchema(M.CDVAL), text: translation }),
  },
};

/** The text fields of a record; a kind's record leaves those it does not have empty. */
const TEXT_FIELDS = ['screenCode', 'screenName', 'listCode', 'code', 'text', 'order', 'description'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export interface CleanRecord extends Record<TextField, string> {
  row: number;
  kind: RecordKind;
  lang: string;
}

/** A record normalised (codes upper-cased, text trimmed) or the message naming what is wrong with it. */
export function cleanRecord(r: NumberedRecord, languages: Set<string>): CleanRecord | string {
  const lang = r.lang.trim().toUpperCase();
  if (!lang) return `Row ${r.row}: lang: ${M.LANG_REQ}`;
  if (!languages.has(lang)) return `Row ${r.row}: lang: '${r.lang}' is not a language of the catalogue`;
  const schema = lang === DEFAULT_LANG ? SCHEMAS[r.kind].en : SCHEMAS[r.kind].other;
  if (!schema) return `Row ${r.row}: a code list record is written in English (lang ${DEFAULT_LANG})`;
  const parsed = schema.safeParse(r);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return `Row ${r.row}: ${issue.path.join('.')}: ${issue.message}`;
  }
  const data = parsed.data as Partial<Record<TextField, string>>;
  const texts = Object.fromEntries(TEXT_FIELDS.map((f) => [f, data[f] ?? ''])) as Record<TextField, string>;
  return { row: r.row, kind: r.kind, lang, ...texts };
}
