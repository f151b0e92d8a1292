import { Chip } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatCredit, richTextWords } from '@console/contract';

/**
 * A date column in the chosen language (`format`: what useFormatDate or useFormatDateTime answers, an
 * outage's moment); 140 px wide unless `size` says otherwise.
 */
export function dateColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  format: (value: string) => string,
  size: Pick<GridColDef<R>, 'width' | 'flex' | 'minWidth'> = { width: 140 },
): GridColDef<R> {
  return { field, headerName, ...size, valueFormatter: (value: string) => format(value) };
}

/** A column of rich text (a notification's message, an outage) as its words on one line. */
export function richTextColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  size: Pick<GridColDef<R>, 'flex' | 'minWidth'>,
): GridColDef<R> {
  return {
    field,
    headerName,
    ...size,
    valueGetter: (value: string) => richTextWords(value).replace(/\s+/g, ' '),
  };
}

/** What a figure column may say besides its place: its format, or that it does not sort. */
type FigureOptions<R extends GridValidRowModel> = Partial<
  Pick<GridColDef<R>, 'sortable' | 'valueFormatter' | 'valueGetter'>
>;

/** A column of figures (a count, a balance), right-aligned with its header; `more`: its format, sorting ... */
export function figureColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  width: number,
  more: FigureOptions<R> = {},
): GridColDef<R> {
  return { field, headerName, width, align: 'right', headerAlign: 'right', ...more };
}

/** A column of credit amounts as `formatCredit` writes them, right-aligned. */
export function creditColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  more: FigureOptions<R> = {},
): GridColDef<R> {
  return figureColumn(field, headerName, 120, { valueFormatter: (v: string) => formatCredit(v), ...more });
}

interface StatusChip {
  /** Green (and filled) while on. */
  on: boolean;
  label: string;
}

/** A status column shown as a small chip; `outlinedOff` draws the states that are not on outlined. */
export function statusChipColumn<R extends GridValidRowModel>(
  column: { field: string; headerName: string; width: number; outlinedOff?: boolean },
  chip: (row: R) => StatusChip,
): GridColDef<R> {
  const { outlinedOff = false, ...rest } = column;
  return {
    ...rest,
    renderCell: ({ row }) => {
      const { on, label } = chip(row);
      return (
        <Chip
          size="small"
          variant={on || !outlinedOff ? 'filled' : 'outlined'}
          color={on ? 'success' : 'default'}
          label={label}
        />
      );
    },
  };
}
