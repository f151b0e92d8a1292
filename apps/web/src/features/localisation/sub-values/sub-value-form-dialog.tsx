import { useState } from 'react';
import type { SubValueRow } from '@console/contract';
import { useLabels } from '../../../lib/labels';
import { FormDialog, SavedDialog } from '../shared/form-dialog';
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
  if (saved) return <SavedDialog t={t} created={saved.created} onDone={() => onClose(saved)} />;
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
    <FormDialog
      titleId="sub-value-form-title"
      title={row ? t('EDIT_TITLE') : t('NEW_TITLE')}
      maxWidth="md"
      onClose={() => onClose()}
    >
      <SubValueForm initial={initial} onSaved={setSaved} onCancel={() => onClose()} />
    </FormDialog>
  );
}
