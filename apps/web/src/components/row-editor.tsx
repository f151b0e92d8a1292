import type { KeyboardEvent, ReactNode } from 'react';
import {
  Button,
  FormHelperText,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type SxProps,
  type Theme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

/** One of the two data columns of a row editor. */
export interface RowEditorColumn<T> {
  header: string;
  /** The header cell's width (the first column's share ...). */
  width?: string;
  /** The body cell's style. */
  sx?: SxProps<Theme>;
  cell: (row: T, index: number) => ReactNode;
}

interface RowEditorProps<T> {
  rows: T[];
  onChange: (next: T[]) => void;
  /** The table's accessible name. */
  title: string;
  /** Above the table (a visible heading ...). */
  heading?: ReactNode;
  columns: [RowEditorColumn<T>, RowEditorColumn<T>];
  rowKey: (row: T) => string;
  /** The delete button's accessible name for a row. */
  deleteLabel: (row: T) => string;
  /** The inputs of the row that adds one; no add row when empty (null or false). */
  addFields: ReactNode;
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  error?: string;
  disabled?: boolean;
}

/** Runs `action` on Enter instead of submitting the surrounding form. */
export const onEnter = (action: () => void) => (e: KeyboardEvent) => {
  if (e.key !== 'Enter') return;
  e.preventDefault();
  action();
};

/** An editable list of rows: a table with delete per row, a row of inputs to add one, and the message. */
export function RowEditor<T>(props: RowEditorProps<T>) {
  const { rows, onChange, title, heading, columns, rowKey, deleteLabel, disabled } = props;
  return (
    <Stack spacing={1.5}>
      {heading}
      {rows.length > 0 && (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {columns.map((c, i) => (
                <TableCell key={i} sx={c.width ? { width: c.width } : undefined}>
                  {c.header}
                </TableCell>
              ))}
              <TableCell sx={{ width: 56 }} />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={rowKey(row)}>
                {columns.map((c, i) => (
                  <TableCell key={i} sx={c.sx}>
                    {c.cell(row, index)}
                  </TableCell>
                ))}
                <TableCell>
                  <IconButton
                    size="small"
                    aria-label={deleteLabel(row)}
                    disabled={disabled}
                    onClick={() => onChange(rows.filter((_, i) => i !== index))}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {props.addFields && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          {props.addFields}
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={disabled || !props.canAdd}
            onClick={props.onAdd}
          >
            {props.addLabel}
          </Button>
        </Stack>
      )}
      {props.error && <FormHelperText error>{props.error}</FormHelperText>}
    </Stack>
  );
}
