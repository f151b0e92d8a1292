import { useState } from 'react';
import { useLabels } from '../../../lib/labels';
import { useCodeListInfo } from '../api/get-code-list';
import { FormDialog, SavedDialog } from '../shared/form-dialog';
import { CodeListForm, type CodeListFormValues } from './code-list-form';

const EMPTY: CodeListFormValues = {
  id: 0,
  code: '',
  title: '',
  desc: '',
  subList: 'yes',
  effectAllOwners: false,
};

interface CodeListFormDialogProps {
  id: number;
  onClose: () => void;
  /** After the success dialog of a new list: 002 section 2.4 goes on to its values. */
  onCreated: (id: number) => void;
}

/** Add (id 0) or edit a code list. */
export function CodeListFormDialog({ id, onClose, onCreated }: CodeListFormDialogProps) {
  const t = useLabels('FLEXY_CODE');
  const info = useCodeListInfo(id > 0 ? id : null);
  const [saved, setSaved] = useState<{ id: number; created: boolean } | null>(null);
  if (saved)
    return (
      <SavedDialog
        t={t}
        created={saved.created}
        onDone={() => (saved.created ? onCreated(saved.id) : onClose())}
      />
    );
  const data = info.data;
  const initial: CodeListFormValues | null =
    id === 0
      ? EMPTY
      : data
        ? {
            id: data.id,
            code: data.code,
            title: data.title,
            desc: data.desc,
            subList: data.subList,
            effectAllOwners: false,
          }
        : null;
  return (
    <FormDialog
      titleId="code-list-form-title"
      title={id > 0 ? t('EDIT_TITLE') : t('ADD_TITLE')}
      maxWidth="sm"
      onClose={onClose}
      loading={initial ? null : { error: info.error, label: t('EDIT_TITLE') }}
    >
      {initial && (
        <CodeListForm
          initial={initial}
          inherited={data?.source === 'platform'}
          onSaved={setSaved}
          onCancel={onClose}
        />
      )}
    </FormDialog>
  );
}
