import { useState } from 'react';
import type { CodeValueInfo } from '@console/contract';
import { useLabels } from '../../../lib/labels';
import { useCodeValueInfo } from '../api/get-code-value';
import { FormDialog, SavedDialog } from '../shared/form-dialog';
import { ValueForm, type ValueSaved } from './value-form';
import type { ValueFormValues } from './value-form-schema';

const toForm = (listId: number, v?: CodeValueInfo): ValueFormValues => ({
  id: v?.id ?? 0,
  listId: v?.listId ?? listId,
  code: v?.code ?? '',
  value: v?.value ?? '',
  orderBy: v?.orderBy ?? '0',
  iconUrl: v?.iconUrl ?? '',
  pageUrl: v?.pageUrl ?? '',
  linkUrl: v?.linkUrl ?? '',
  attributes: v?.attributes ?? [],
  translations: v?.translations ?? [],
  effectAllOwners: false,
});

interface ValueFormDialogProps {
  listId: number;
  /** 0: a new value. */
  id: number;
  onClose: (saved?: ValueSaved) => void;
}

/** Add or edit a value of a code list; an edited value is loaded with its attributes and translations first. */
export function ValueFormDialog({ listId, id, onClose }: ValueFormDialogProps) {
  const t = useLabels('FLEXY_VALUE');
  const info = useCodeValueInfo(id > 0 ? id : null);
  const [saved, setSaved] = useState<ValueSaved | null>(null);
  if (saved) return <SavedDialog t={t} created={saved.created} onDone={() => onClose(saved)} />;
  const initial = id === 0 ? toForm(listId) : info.data ? toForm(listId, info.data) : null;
  return (
    <FormDialog
      titleId="value-form-title"
      title={id > 0 ? t('EDIT_TITLE') : t('ADD_TITLE')}
      maxWidth="md"
      onClose={() => onClose()}
      loading={initial ? null : { error: info.error, label: t('EDIT_TITLE') }}
    >
      {initial && <ValueForm initial={initial} onSaved={setSaved} onCancel={() => onClose()} />}
    </FormDialog>
  );
}
