import type { GridCellParams, GridValidRowModel } from '@mui/x-data-grid';

/**
 * Enter on a focused cell opens its row, as a click does: the grid's cells are reached with Tab and the
 * arrow keys, and a keyboard user must open what a mouse user opens (the checkbox column keeps Space
 * for selecting).
 */
export function openOnEnter<R extends GridValidRowModel>(open: (row: R) => void) {
  return (params: GridCellParams<R>, event: { key: string; defaultMuiPrevented?: boolean }) => {
    if (event.key !== 'Enter' || params.field === '__check__' || params.cellMode === 'edit') return;
    event.defaultMuiPrevented = true;
    open(params.row);
  };
}
