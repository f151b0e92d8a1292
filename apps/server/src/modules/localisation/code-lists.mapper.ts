import type {
  CodeListRow,
  CodeValueRow,
  ExtraAttribute,
  RowSource,
  SubValueRow,
  Translation,
} from '@console/contract';
import { isoDate } from './acting-owner';
import type { CodeValueListRow, CodeValueRecord } from './code-values.repository';
import type { SubValueListRow, SubValueRecord } from './sub-values.repository';

interface ListShape {
  id: number;
  code: string;
  title: string;
  description: string;
  subList: string;
  updatedAt: Date | string;
}

export function toCodeListRow(list: ListShape, source: RowSource, values: number): CodeListRow {
  return {
    id: Number(list.id),
    source,
    code: list.code,
    title: list.title,
    desc: list.description,
    subList: list.subList === 'no' ? 'no' : 'yes',
    valueCount: values,
    dateUpdated: isoDate(list.updatedAt),
  };
}

/** json columns arrive parsed from node-postgres and PGlite, but accept text too. */
const parsed = <T>(value: T[] | string | null): T[] =>
  typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []);

/** numeric columns come back as text such as '2' or '1.50'. */
export const orderText = (value: string | number): string => String(value);

export function toCodeValueRow(r: CodeValueListRow): CodeValueRow {
  return {
    id: Number(r.id),
    listId: Number(r.list_id),
    code: r.code,
    value: r.value,
    orderBy: orderText(r.order_by),
    iconUrl: r.icon_url,
    pageUrl: r.page_url,
    linkUrl: r.link_url,
    attributes: parsed<ExtraAttribute>(r.attributes),
    subValueCount: Number(r.sub_value_count),
  };
}

export function toCodeValueInfo(
  v: CodeValueRecord,
  source: RowSource,
  attributes: ExtraAttribute[],
  translations: Translation[],
  subValues: number,
) {
  return {
    id: v.id,
    listId: v.listId,
    code: v.code,
    value: v.value,
    orderBy: orderText(v.orderBy),
    iconUrl: v.iconUrl,
    pageUrl: v.pageUrl,
    linkUrl: v.linkUrl,
    attributes,
    subValueCount: subValues,
    source,
    translations,
  };
}

export function toSubValueRow(r: SubValueListRow): SubValueRow {
  return {
    id: Number(r.id),
    parentId: Number(r.parent_id),
    code: r.code,
    value: r.value,
    orderBy: orderText(r.order_by),
    translations: parsed<Translation>(r.translations),
  };
}

export const subValueAudit = (s: SubValueRecord) => ({
  id: s.id,
  parentId: s.parentId,
  code: s.code,
  value: s.value,
  orderBy: s.orderBy,
});
