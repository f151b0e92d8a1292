import { useState } from 'react';
import { Chip, IconButton, Link, TableCell, TableRow, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { versionText, type RequestTypeInput } from '@console/contract';
import { RowEditor } from '../../../../components/row-editor';
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

interface RequestTypeTableProps {
  rows: RequestTypeInput[];
  onChange: (rows: RequestTypeInput[]) => void;
  /** Tells the parent a row is being edited (the add row hides meanwhile). */
  onEditingChange: (editing: boolean) => void;
  rowErrors: (index: number) => string | undefined;
  disabled?: boolean;
}

type Editing = { index: number; draft: RequestTypeDraft; errors: DraftErrors } | null;

const linkSx = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const UrlLink = ({ href }: { href: string }) => (
  <Link href={href} target="_blank" rel="noopener noreferrer" sx={linkSx}>
    {href}
  </Link>
);

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
  const name = (row: RequestTypeInput) => `${row.type} ${versionText(row)}`;
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
  const editRow = (row: RequestTypeInput, index: number) =>
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
    ) : undefined;

  return (
    <RowEditor
      rows={rows}
      onChange={onChange}
      title={t('REQUEST_TYPES')}
      fixedLayout
      actionsWidth={96}
      columns={[
        { header: t('REQUEST_TYPE'), width: 110, cell: (row) => row.type },
        {
          header: t('VERSION'),
          width: 150,
          cell: (row, index) => (
            <>
              {versionText(row)}
              {latest[index] && (
                <Chip label={t('LATEST')} size="small" color="success" variant="outlined" sx={{ ml: 1 }} />
              )}
              {rowErrors(index) && (
                <Typography variant="caption" color="error" sx={{ display: 'block' }}>
                  {rowErrors(index)}
                </Typography>
              )}
            </>
          ),
        },
        { header: t('YAML_URL'), cell: (row) => <UrlLink href={row.yamlUrl} /> },
        { header: t('DOCS_URL'), cell: (row) => <UrlLink href={row.docsUrl} /> },
      ]}
      rowKey={(row) => row.id ?? name(row)}
      renderRow={editRow}
      rowActions={(row, index) => (
        <IconButton
          size="small"
          aria-label={`${t('EDIT')} ${name(row)}`}
          disabled={Boolean(disabled) || editing !== null}
          onClick={() => setEditing({ index, draft: toDraft(row), errors: {} })}
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      )}
      deleteLabel={(row) => `${t('DELETE')} ${name(row)}`}
      empty={t('NO_REQUEST_TYPES')}
      disabled={Boolean(disabled) || editing !== null}
    />
  );
}
