import type { ErrorRow, LabelRow, RowSource, Translation } from '@console/contract';
import { isoDate } from './acting-owner';
import type { FlexyTable, FlexyTextRow } from './flexy-texts.repository';

/** The contract's code field of each table. */
export const codeKeyOf = (t: FlexyTable) => (t.kind === 'label' ? 'labelCode' : 'errorCode');

export type ToTextRow<R> = (row: FlexyTextRow, source: RowSource) => R;

const common = (row: FlexyTextRow, source: RowSource) => ({
  id: Number(row.id),
  source,
  screenCode: row.screen_code,
  screenName: row.screen_name,
  orderNumber: row.order_number,
  text: row.text,
  description: row.description,
  dateUpdated: isoDate(row.updated_at),
});

export const toLabelRow: ToTextRow<LabelRow> = (row, source) => ({
  ...common(row, source),
  labelCode: row.code,
});
export const toErrorRow: ToTextRow<ErrorRow> = (row, source) => ({
  ...common(row, source),
  errorCode: row.code,
});

/** A list row with what labels.info / errors.info add: the owner, the translations and who saved last. */
export function withDetails<R>(listRow: R, row: FlexyTextRow, translations: Translation[]) {
  return {
    ...listRow,
    ownerId: Number(row.owner_id),
    translations,
    updatedBy: row.updated_by === null ? null : Number(row.updated_by),
  };
}
