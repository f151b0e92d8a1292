import { useState, type KeyboardEvent, type ReactNode } from 'react';
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
  TextField,
  Typography,
  type TextFieldProps,
  type SxProps,
  type Theme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

/** One data column of a row editor. */
export interface RowEditorColumn<T> {
  header: string;
  /** The header cell's width (a share such as '40%', or pixels). */
  width?: string | number;
  /** The body cell's style. */
  sx?: SxProps<Theme>;
  cell: (row: T, index: number) => ReactNode;
}

/** The row of inputs under the table that adds a row, and its button. */
export interface RowEditorAdd {
  fields: ReactNode;
  label: string;
  canAdd: boolean;
  onAdd: () => void;
}

interface RowEditorProps<T> {
  rows: T[];
  /** The table's accessible name. */
  title: string;
  /** Above the table (a visible heading ...). */
  heading?: ReactNode;
  columns: RowEditorColumn<T>[];
  rowKey: (row: T, index: number) => string | number;
  /** A row's accessible name ('Tier 2' ...). */
  rowLabel?: (row: T, index: number) => string;
  /** What the delete button of a row does; by default the row leaves `rows` through onChange. */
  onDelete?: (index: number) => void;
  onChange?: (next: T[]) => void;
  /** The delete button's accessible name for a row. */
  deleteLabel: (row: T, index: number) => string;
  /** A row's buttons before its delete button (edit ...). */
  rowActions?: (row: T, index: number) => ReactNode;
  /** A row drawn its own way (one being edited); undefined draws its columns. */
  renderRow?: (row: T, index: number) => ReactNode | undefined;
  /** Shown in the table when it has no rows; without it an empty table is not shown at all. */
  empty?: string;
  /** The add row; none when null or false. */
  add?: RowEditorAdd | null | false;
  /** Under everything (a button that adds a row in edit mode ...). */
  footer?: ReactNode;
  /** Width of the buttons column. */
  actionsWidth?: number;
  /** Fixed column widths (long URLs are cut instead of widening the table). */
  fixedLayout?: boolean;
  error?: string;
  disabled?: boolean;
}

/** Runs `action` on Enter instead of submitting the surrounding form. */
const onEnter = (action: () => void) => (e: KeyboardEvent) => {
  if (e.key !== 'Enter') return;
  e.preventDefault();
  action();
};

/**
 * The add row of a pair editor (a name and its value, a language and its text): the two drafts, and
 * `add`, which hands them on only when `canAdd` says so and then clears them.
 */
export function usePairDraft(
  canAdd: (first: string, text: string) => boolean,
  onAdd: (first: string, text: string) => void,
) {
  const [first, setFirst] = useState('');
  const [text, setText] = useState('');
  const ready = canAdd(first, text);
  const add = () => {
    if (!ready) return;
    onAdd(first, text);
    setFirst('');
    setText('');
  };
  return { first, setFirst, text, setText, ready, add };
}

type PairDraft = ReturnType<typeof usePairDraft>;

/** An input of the add row: small, and Enter adds the row instead of submitting the form. */
export function DraftField({
  draft,
  onText,
  ...props
}: Omit<TextFieldProps, 'onChange' | 'onKeyDown'> & { draft: PairDraft; onText: (text: string) => void }) {
  return (
    <TextField
      size="small"
      {...props}
      onChange={(e) => onText(e.target.value)}
      onKeyDown={onEnter(draft.add)}
    />
  );
}

/** The add row's text (a pair's value, a translation's text), the rest of the row wide. */
export function DraftText({
  draft,
  label,
  disabled,
}: {
  draft: PairDraft;
  label: string;
  disabled?: boolean;
}) {
  return (
    <DraftField
      draft={draft}
      label={label}
      value={draft.text}
      disabled={disabled}
      onText={draft.setText}
      sx={{ flexGrow: 1 }}
    />
  );
}

/**
 * An editable list of rows of any number of columns: a table with delete (and any other buttons) per
 * row, rows that draw themselves while edited, a row of inputs to add one, and the message.
 */
export function RowEditor<T>(props: RowEditorProps<T>) {
  const { rows, title, heading, columns, rowKey, deleteLabel, rowActions, renderRow, disabled } = props;
  const remove = (index: number) =>
    props.onDelete ? props.onDelete(index) : props.onChange?.(rows.filter((_, i) => i !== index));
  const span = columns.length + 1;
  return (
    <Stack spacing={1.5}>
      {heading}
      {(rows.length > 0 || props.empty) && (
        <Table size="small" aria-label={title} sx={props.fixedLayout ? { tableLayout: 'fixed' } : undefined}>
          <TableHead>
            <TableRow>
              {columns.map((c, i) => (
                <TableCell key={i} sx={c.width !== undefined ? { width: c.width } : undefined}>
                  {c.header}
                </TableCell>
              ))}
              <TableCell sx={{ width: props.actionsWidth ?? 56 }} />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(
              (row, index) =>
                renderRow?.(row, index) ?? (
                  <TableRow key={rowKey(row, index)} aria-label={props.rowLabel?.(row, index)}>
                    {columns.map((c, i) => (
                      <TableCell key={i} sx={c.sx}>
                        {c.cell(row, index)}
                      </TableCell>
                    ))}
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {rowActions?.(row, index)}
                      <IconButton
                        size="small"
                        aria-label={deleteLabel(row, index)}
                        disabled={disabled}
                        onClick={() => remove(index)}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ),
            )}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={span}>
                  <Typography variant="body2" color="text.secondary">
                    {props.empty}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
      {props.error && <FormHelperText error>{props.error}</FormHelperText>}
      {props.add && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' }, flexWrap: { sm: 'wrap' }, rowGap: 1.5 }}
        >
          {props.add.fields}
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={disabled || !props.add.canAdd}
            onClick={props.add.onAdd}
          >
            {props.add.label}
          </Button>
        </Stack>
      )}
      {props.footer}
    </Stack>
  );
}
