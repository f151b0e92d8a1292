import type { CallInput, ExportCallName } from '@console/contract';
import { downloadFile } from './api-client';
import { saveBlob } from './download';

/** A column of the export: the row field and its caption as the table shows it. */
export interface CsvColumn {
  field: string;
  caption: string;
}

/**
 * Exports what a list shows as CSV: POST /api/csv/<list call> with the list's input (its filters,
 * search and sort; the server streams every row, not one page) and the table's visible columns, then
 * the file downloads. A failure is thrown for the page's banner.
 */
export async function exportCsv<N extends ExportCallName>(
  listCall: N,
  input: CallInput<N>,
  columns: CsvColumn[],
): Promise<void> {
  const paged = (input ?? {}) as Record<string, unknown>;
  const { page: _page, pageSize: _size, ...unpaged } = paged;
  const { blob, filename } = await downloadFile(`csv/${listCall}`, { input: unpaged, columns });
  saveBlob(blob, filename ?? `${listCall.replace('.list', '')}.csv`);
}
