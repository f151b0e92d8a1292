import type { ErrorRow, LabelRow, RowSource, Translation } from '@console/contract';
import { isoDate } from '../../db/sql';
import type { CodeKey, ScreenTextRow } from './screen-texts.repository';

/** A row of labels.list or errors.list (the contract's LabelRow or ErrorRow). */
export function toScreenTextRow<K extends CodeKey>(row: ScreenTextRow<K>, codeKey: K, source: RowSource) {
  return {
    id: Number(row.id),
    source,
    screenCode: row.screen_code,
    screenName: row.screen_name,
    [codeKey]: row[codeKey],
    orderNumber: row.order_number,
    text: row.text,
    description: row.description,
    dateUpdated: isoDate(row.updated_at),
  } as K extends 'labelCode' ? LabelRow : ErrorRow;
}

/** A list row with what labels.info / errors.info add: the owner, the translations and who saved last. */
export function withDetails<R>(
  listRow: R,
  row: Pick<ScreenTextRow, 'owner_id' | 'updated_by'>,
  translations: Translation[],
) {
  return {
    ...listRow,
    ownerId: Number(row.owner_id),
    translations,
    updatedBy: row.updated_by === null ? null : Number(row.updated_by),
  };
}
