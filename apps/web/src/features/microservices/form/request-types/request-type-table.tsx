import { useState } from 'react';
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { versionText, type RequestTypeInput } from '@console/contract';
import { useLabels } from '../../../../lib/labels';
import {
  isDraftComplete,
  latestFlags,
  parseDraft,
  toDraft,
  type DraftErrors,
  type RequestTypeDraft,
} from './request-type-draft';
import { RequestTypeInputs } from './request-type-inputs';
import { RequestTypeRow } from './request-type-row';

interface RequestTypeTableProps {
  rows: RequestTypeInput[];
  onChange: (rows: RequestTypeInput[]) => void;
  /** Tells the parent a row is being edited (the add row hides meanwhile). */
  onEditingChange: (editing: boolean) => void;
  rowErrors: (index: number) => string | undefined;
  disabled?: boolean;
}

type Editing = { index: number; draft: RequestTypeDraft; errors: DraftErrors } | null;

/** The request types: type, version with the latest marker, both URLs; inline edit and delete. */
export function RequestTypeTable({
  rows,
  onChange,
  onEditingChange,
  rowErrors,
  disabled,
}: RequestTypeTableProps) {
  const t = useLabels('MIC_SET');
  const [editing, setEditingState] = useState<Editing>(null);
  const setEditing = (next: Editing) => {
    setEditingState(next);
    onEditingChange(next !== null);
  };
  const latest = latestFlags(rows);
  const save = () => {
    if (!editing) return;
    const others = rows.filter((_, i) => i !== editing.index);
    const parsed = parseDraft(
      editing.draft,
      others,
      { unique: t('TYPE_VERSION_UNIQUE'), badUrl: t('URL_INVALID') },
      rows[editing.index]?.id,
    );
    if ('errors' in parsed) return setEditing({ ...editing, errors: parsed.errors });
    onChange(rows.map((row, i) => (i === editing.index ? parsed.row : row)));
    setEditing(null);
  };

  return (
    <Table size="small" aria-label={t('REQUEST_TYPES')} sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 110 }}>{t('REQUEST_TYPE')}</TableCell>
          <TableCell sx={{ width: 150 }}>{t('VERSION')}</TableCell>
          <TableCell>{t('YAML_URL')}</TableCell>
          <TableCell>{t('DOCS_URL')}</TableCell>
          <TableCell sx={{ width: 96 }} />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) =>
          editing?.index === index ? (
            <TableRow key={row.id ?? `edit-${index}`}>
              <TableCell colSpan={5}>
                <RequestTypeInputs
                  draft={editing.draft}
                  errors={editing.errors}
                  onChange={(draft) => setEditing({ ...editing, draft, errors: {} })}
                >
                  <IconButton
                    color="success"
                    aria-label={t('SAVE_ROW')}
                    disabled={!isDraftComplete(editing.draft)}
                    onClick={save}
                  >
                    <CheckIcon />
                  </IconButton>
                  <IconButton aria-label={t('CANCEL_ROW')} onClick={() => setEditing(null)}>
                    <CloseIcon />
                  </IconButton>
                </RequestTypeInputs>
              </TableCell>
            </TableRow>
          ) : (
            <RequestTypeRow
              key={row.id ?? `${row.type}-${versionText(row)}`}
              row={row}
              latest={latest[index] ?? false}
              error={rowErrors(index)}
              disabled={Boolean(disabled) || editing !== null}
              onEdit={() => setEditing({ index, draft: toDraft(row), errors: {} })}
              onDelete={() => onChange(rows.filter((_, i) => i !== index))}
            />
          ),
        )}
        {rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={5}>
              <Typography variant="body2" color="text.secondary">
                {t('NO_REQUEST_TYPES')}
              </Typography>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
