import {
  DEFAULT_LANG,
  fromKeys,
  RECORD_TEXT_COLUMNS,
  type LocalisationRecord,
  type RecordKind,
} from '@console/contract';
import type { LocalisationState, TextEntity } from './state';

const blank = fromKeys(RECORD_TEXT_COLUMNS, '');

const byKey = <T>(map: Map<string, T>) => [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
const byLang = (m: Map<string, string>) => [...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1));

/**
 * A code's records: the English one with every field, then one per translation, which carries only the
 * fields naming the code (`key`) and its text.
 */
function codeRecords(
  key: Pick<LocalisationRecord, 'kind' | 'code'> & Partial<LocalisationRecord>,
  english: Partial<LocalisationRecord>,
  translations: Map<string, string>,
): LocalisationRecord[] {
  return [
    { ...blank, ...key, lang: DEFAULT_LANG, ...english },
    ...byLang(translations).map(([lang, text]) => ({ ...blank, ...key, lang, text })),
  ];
}

function textRecords(kind: RecordKind, map: Map<string, TextEntity>): LocalisationRecord[] {
  return byKey(map).flatMap(([, e]) =>
    codeRecords(
      { kind, screenCode: e.screenCode, code: e.code },
      { screenName: e.screenName, text: e.text, order: e.orderNumber, description: e.description },
      e.translations,
    ),
  );
}

function listRecords(state: LocalisationState): LocalisationRecord[] {
  return byKey(state.lists).flatMap(([, l]) => [
    {
      ...blank,
      kind: 'codeList' as const,
      listCode: l.code,
      lang: DEFAULT_LANG,
      text: l.title,
      description: l.description,
    },
    ...[...l.values.values()].flatMap((v) =>
      codeRecords(
        { kind: 'codeValue', listCode: l.code, code: v.code },
        { text: v.value, order: v.orderBy },
        v.translations,
      ),
    ),
  ]);
}

/** One record per code and language: the English record carries every field, the others their translation. */
export function stateRecords(state: LocalisationState): LocalisationRecord[] {
  return [
    ...textRecords('label', state.labels),
    ...textRecords('error', state.errors),
    ...listRecords(state),
  ];
}
