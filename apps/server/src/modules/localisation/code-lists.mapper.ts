import type { CodeListRow, ExtraAttribute, RowSource, Translation } from '@console/contract';
import { isoDate } from '../../db/sql';
import type { CodeValueRecord } from './code-values.repository';
import type { SubValueRecord } from './sub-values.repository';

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

export function toCodeValueInfo(
  v: CodeValueRecord,
  source: RowSource,
  attributes: ExtraAttribute[],
  translations: Translation[],
  subValues: number,
) {
  const { updatedBy: _by, updatedAt: _at, ...value } = v;
  return { ...value, attributes, subValueCount: subValues, source, translations };
}

export const subValueAudit = (s: SubValueRecord) => ({
  id: s.id,
  parentId: s.parentId,
  code: s.code,
  value: s.value,
  orderBy: s.orderBy,
});
