import {
  DEFAULT_LANG,
  MAX_IMPORT_ERRORS,
  MAX_PREVIEW_ROWS,
  type ImportPreview,
  type ImportPreviewRow,
} from '@console/contract';
import type { RowError } from './records';
import { textKey, type ListEntity, type LocalisationState, type TextEntity, type ValueEntity } from './state';
import type { CleanRecord } from './validate';

/** What the import writes for one label or error: its English fields and translations, when they change. */
export interface TextChange {
  screenCode: string;
  code: string;
  entity: TextEntity | null;
  en: { screenName: string; orderNumber: string; text: string; description: string } | null;
  translations: Map<string, string>;
}

export interface ValueChange {
  code: string;
  entity: ValueEntity | null;
  en: { value: string; orderBy: string } | null;
  translations: Map<string, string>;
}

export interface ListChange {
  code: string;
  entity: ListEntity | null;
  en: { title: string; description: string } | null;
  values: Map<string, ValueChange>;
}

export interface ImportPlan {
  labels: Map<string, TextChange>;
  errors: Map<string, TextChange>;
  lists: Map<string, ListChange>;
  preview: ImportPreview;
}

type Status = 'added' | 'changed' | 'unchanged';
const sameOrder = (a: string, b: string) => Number(a) === Number(b);

class Planner {
  readonly plan: Omit<ImportPlan, 'preview'>;
  private readonly rows: ImportPreviewRow[] = [];
  private readonly errorList: RowError[] = [];
  private counts = { added: 0, changed: 0, unchanged: 0 };

  constructor(private readonly state: LocalisationState) {
    this.plan = { labels: new Map(), errors: new Map(), lists: new Map() };
  }

  error(row: number, message: string) {
    if (this.errorList.length < MAX_IMPORT_ERRORS) this.errorList.push({ row, message });
  }

  private mark(r: CleanRecord, key: string, status: Status, before: string | null, after: string) {
    this.counts[status] += 1;
    if (status !== 'unchanged' && this.rows.length < MAX_PREVIEW_ROWS + 1)
      this.rows.push({ row: r.row, kind: r.kind, key, lang: r.lang, status, before, after });
  }

  /** Marks an English record: unchanged, or changed showing the fields that differ (just the text when only it does). */
  private compare(r: CleanRecord, key: string, pairs: Array<[string, string, string]>) {
    const diffs = pairs.filter(([, before, after]) => before !== after);
    if (!diffs.length) return this.mark(r, key, 'unchanged', r.text, r.text);
    if (diffs.length === 1 && diffs[0]![0] === 'text')
      return this.mark(r, key, 'changed', diffs[0]![1], diffs[0]![2]);
    const show = (i: 1 | 2) => diffs.map((d) => `${d[0]}: ${d[i]}`).join('; ');
    this.mark(r, key, 'changed', show(1), show(2));
  }

  /** Records a translation in `change` and marks it against the one the entity has now. */
  private translation(
    r: CleanRecord,
    key: string,
    change: { translations: Map<string, string> },
    entity: { translations: Map<string, string> } | null,
  ) {
    change.translations.set(r.lang, r.text);
    const before = entity?.translations.get(r.lang) ?? null;
    this.mark(
      r,
      key,
      before === null ? 'added' : before === r.text ? 'unchanged' : 'changed',
      before,
      r.text,
    );
  }

  text(r: CleanRecord, hasEnglish: boolean) {
    const target = r.kind === 'label' ? this.plan.labels : this.plan.errors;
    const entities = r.kind === 'label' ? this.state.labels : this.state.errors;
    const key = textKey(r.screenCode, r.code);
    const entity = entities.get(key) ?? null;
    if (!entity && !hasEnglish)
      return this.error(
        r.row,
        `Row ${r.row}: ${key} does not exist and the file has no English record for it`,
      );
    const change = target.get(key) ?? {
      screenCode: r.screenCode,
      code: r.code,
      entity,
      en: null,
      translations: new Map(),
    };
    target.set(key, change);
    if (r.lang === DEFAULT_LANG) {
      change.en = {
        screenName: r.screenName,
        orderNumber: r.order,
        text: r.text,
        description: r.description,
      };
      if (!entity) return this.mark(r, key, 'added', null, r.text);
      return this.compare(r, key, [
        ['text', entity.text, r.text],
        ['screenName', entity.screenName, r.screenName],
        ['order', entity.orderNumber, r.order],
        ['description', entity.description, r.description],
      ]);
    }
    this.translation(r, key, change, entity);
  }

  list(r: CleanRecord) {
    const entity = this.state.lists.get(r.listCode) ?? null;
    const change = this.listChange(r.listCode, entity);
    change.en = { title: r.text, description: r.description };
    if (!entity) return this.mark(r, r.listCode, 'added', null, r.text);
    this.compare(r, r.listCode, [
      ['text', entity.title, r.text],
      ['description', entity.description, r.description],
    ]);
  }

  private listChange(code: string, entity: ListEntity | null): ListChange {
    const change = this.plan.lists.get(code) ?? { code, entity, en: null, values: new Map() };
    this.plan.lists.set(code, change);
    return change;
  }

  value(r: CleanRecord, listInFile: boolean, hasEnglish: boolean) {
    const list = this.state.lists.get(r.listCode) ?? null;
    const key = `${r.listCode}.${r.code}`;
    if (!list && !listInFile)
      return this.error(
        r.row,
        `Row ${r.row}: code list ${r.listCode} does not exist and the file has no codeList record for it`,
      );
    const entity = list?.values.get(r.code) ?? null;
    if (!entity && !hasEnglish)
      return this.error(
        r.row,
        `Row ${r.row}: value ${key} does not exist and the file has no English record for it`,
      );
    const values = this.listChange(r.listCode, list).values;
    const change = values.get(r.code) ?? { code: r.code, entity, en: null, translations: new Map() };
    values.set(r.code, change);
    if (r.lang === DEFAULT_LANG) {
      change.en = { value: r.text, orderBy: r.order };
      if (!entity) return this.mark(r, key, 'added', null, r.text);
      // order_by is numeric: '2' and '2.0' are the same order.
      const order = sameOrder(entity.orderBy, r.order) ? r.order : entity.orderBy;
      return this.compare(r, key, [
        ['text', entity.value, r.text],
        ['order', order, r.order],
      ]);
    }
    this.translation(r, key, change, entity);
  }

  preview(): ImportPreview {
    return {
      ...this.counts,
      rows: this.rows.slice(0, MAX_PREVIEW_ROWS),
      rowsTruncated: this.rows.length > MAX_PREVIEW_ROWS,
      errors: [...this.errorList].sort((x, y) => x.row - y.row),
    };
  }
}

const recordKey = (r: CleanRecord) => [r.kind, r.screenCode, r.listCode, r.code, r.lang].join('|');

/** Compares the file's records with what the owner sees now; bad records become errors naming their row. */
export function planImport(
  state: LocalisationState,
  records: CleanRecord[],
  readErrors: RowError[],
): ImportPlan {
  const planner = new Planner(state);
  for (const e of readErrors) planner.error(e.row, e.message);
  const seen = new Map<string, number>();
  const english = new Set<string>();
  const listsInFile = new Set<string>();
  const unique: CleanRecord[] = [];
  for (const r of records) {
    const first = seen.get(recordKey(r));
    if (first !== undefined) {
      planner.error(r.row, `Row ${r.row}: repeats row ${first}`);
      continue;
    }
    seen.set(recordKey(r), r.row);
    unique.push(r);
    if (r.kind === 'codeList') listsInFile.add(r.listCode);
    if (r.lang === DEFAULT_LANG) english.add([r.kind, r.screenCode, r.listCode, r.code].join('|'));
  }
  for (const r of unique) {
    const hasEnglish = english.has([r.kind, r.screenCode, r.listCode, r.code].join('|'));
    if (r.kind === 'label' || r.kind === 'error') planner.text(r, hasEnglish);
    else if (r.kind === 'codeList') planner.list(r);
    else planner.value(r, listsInFile.has(r.listCode), hasEnglish);
  }
  return { ...planner.plan, preview: planner.preview() };
}
