import { useState } from 'react';
import { useLabels } from '../../../lib/labels';
import { FormDialog, SavedDialog } from '../shared/form-dialog';
import type { MessageKind } from './message-kinds';
import { MessageForm } from './message-form';
import type { MessageFormValues } from './message-types';

const EMPTY: MessageFormValues = {
  id: 0,
  screenCode: '',
  screenName: '',
  code: '',
  orderNumber: '',
  text: '',
  description: '',
  translations: [],
  effectAllOwners: false,
};

/** Add (id 0) or edit a label or error: the record with its translations is loaded first. */
export function MessageFormDialog({
  kind,
  id,
  onClose,
}: {
  kind: MessageKind;
  id: number;
  onClose: () => void;
}) {
  const t = useLabels(kind.screen);
  const info = kind.useInfo(id > 0 ? id : null);
  const [saved, setSaved] = useState<'CREATED' | 'UPDATED' | null>(null);
  if (saved) return <SavedDialog t={t} created={saved === 'CREATED'} onDone={onClose} />;

  const initial: MessageFormValues | null =
    id === 0 ? EMPTY : info.data ? { ...EMPTY, ...info.data, effectAllOwners: false } : null;
  return (
    <FormDialog
      titleId="message-form-title"
      title={id > 0 ? t('EDIT_TITLE') : t('ADD_TITLE')}
      maxWidth="md"
      onClose={onClose}
      loading={initial ? null : { error: info.error, label: t('EDIT_TITLE') }}
    >
      {initial && (
        <MessageForm
          kind={kind}
          initial={initial}
          inherited={info.data?.source === 'platform'}
          onSaved={setSaved}
          onCancel={onClose}
        />
      )}
    </FormDialog>
  );
}
