import { useState } from 'react';
import { Dialog, DialogTitle } from '@mui/material';
import type { SubValueRow } from '@console/contract';
import { SuccessDialog } from '../../../components/success-dialog';
import { useLabels } from '../../../lib/labels';
import { SubValueForm, type SubValueFormValues } from './sub-value-form';

export interface SubValueSaved {
  created: boolean;
  parentId: number;
}

interface SubValueFormDialogProps {
  parentId: number;
  /** The row to edit; null for 'New Flexy Value - Sub List'. */
  row: SubValueRow | null;
  onClose: (saved?: SubValueSaved) => void;
}

/** 'New Flexy Value - Sub List' or 'Edit and Update Flexy Value Sub List', then the success dialog with Done. */
export function SubValueFormDialog({ parentId, row, onClose }: SubValueFormDialogProps) {
  const t = useLabels('FLEXY_SUBVALUE');
  const [saved, setSaved] = useState<SubValueSaved | null>(null);
  if (saved)
    return (
      <SuccessDialog
        open
        message={t(saved.created ? 'CREATED' : 'UPDATED')}
        doneLabel={t('DONE')}
        onDone={() => onClose(saved)}
      />
    );
  const initial: SubValueFormValues = row
    ? {
        id: row.id,
        parentId: row.parentId,
        code: row.code,
        value: row.value,
        orderBy: row.orderBy,
        translations: row.translations,
      }
    : { id: 0, parentId, code: '', value: '', orderBy: '0', translations: [] };
  return (
    <Dialog open maxWidth="md" fullWidth onClose={() => onClose()} aria-labelledby="sub-value-form-title">
      <DialogTitle id="sub-value-form-title">{row ? t('EDIT_TITLE') : t('NEW_TITLE')}</DialogTitle>
      <SubValueForm initial={initial} onSaved={setSaved} onCancel={() => onClose()} />
    </Dialog>
  );
}
