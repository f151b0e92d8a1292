import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { Link as RouterLink } from 'react-router';
import { DeleteSelected } from './delete-selected';
import type { ScreenLabels } from './screen-labels';

interface ListActionsProps {
  t: ScreenLabels<'DELETE' | 'DEL_TITLE' | 'DEL_MSG' | 'CANCEL'>;
  /** Buttons before Add (export and import, Back ...). */
  leading?: ReactNode;
  add: { label: string; onClick: () => void };
  /** Edit of the one selected row; no Edit button when omitted. */
  edit?: { label: string; disabled: boolean; onClick: () => void };
  remove: { ids: number[]; run: (ids: number[]) => Promise<unknown>; busy: boolean };
  onDeleted: () => void;
  onError: (message: string) => void;
}

/** The toolbar of a localisation list: Add, Edit and Delete behind the spec's confirmation. */
export function ListActions({ t, leading, add, edit, remove, onDeleted, onError }: ListActionsProps) {
  return (
    <>
      {leading}
      <Button variant="contained" startIcon={<AddIcon />} onClick={add.onClick}>
        {add.label}
      </Button>
      {edit && (
        <Button variant="outlined" startIcon={<EditIcon />} disabled={edit.disabled} onClick={edit.onClick}>
          {edit.label}
        </Button>
      )}
      <DeleteSelected
        ids={remove.ids}
        remove={remove.run}
        busy={remove.busy}
        labels={{ delete: t('DELETE'), title: t('DEL_TITLE'), message: t('DEL_MSG'), cancel: t('CANCEL') }}
        onDeleted={onDeleted}
        onError={onError}
      />
    </>
  );
}

/** Back to the list above (from values to code lists, from sub-values to values). */
export function BackButton({ to, label }: { to: string; label: string }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon />}>
      {label}
    </Button>
  );
}

/** A failed action's message above the table, closed with its X. */
export function DismissibleError({ error, onClose }: { error: string | null; onClose: () => void }) {
  if (!error) return null;
  return (
    <Alert severity="error" onClose={onClose} sx={{ mb: 2 }}>
      {error}
    </Alert>
  );
}
