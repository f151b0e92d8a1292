import { DEFAULT_LANG, type LocalisationRecord, type RecordKind } from '@console/contract';
import type { LocalisationState, TextEntity } from './state';

const blank: Omit<LocalisationRecord, 'kind'> = {
  screenCode: '',
  screenName: '',
  listCode: '',
  code: '',
  lang: '',
  text: '',
  order: '',
  description: '',
};

const byKey = <T>(map: Map<string, T>) => [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
const byLang = (m: Map<string, string>) => [...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1));

function textRecords(kind: RecordKind, map: Map<string, TextEntity>): LocalisationRecord[] {
  return byKey(map).flatMap(([, e]) => [
    {
      ...blank,
      kind,
      screenCode: e.screenCode,
      screenName: e.screenName,
      code: e.code,
      lang: DEFAULT_LANG,
      text: e.text,
      order: e.orderNumber,
      description: e.description,
    },
    ...byLang(e.translations).map(([lang, text]) => ({
      ...blank,
      kind,
      screenCode: e.screenCode,
      code: e.code,
      lang,
      text,
    })),
  ]);
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
    ...[...l.values.values()].flatMap((v) => [
      {
        ...blank,
        kind: 'codeValue' as const,
        listCode: l.code,
        code: v.code,
        lang: DEFAULT_LANG,
        text: v.value,
        order: v.orderBy,
      },
      ...byLang(v.translations).map(([lang, text]) => ({
        ...blank,
        kind: 'codeValue' as const,
        listCode: l.code,
        code: v.code,
        lang,
        text,
      })),
    ]),
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
