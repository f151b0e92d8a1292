import type { CodeValueInfo } from '@console/contract';
import { RecordFormDialog } from '../../../components/crud/record-form-dialog';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { useRecordQuery } from '../../../lib/query';
import { useValidationResolver } from '../fields/validation-messages';
import { ValueInputs, valueFormSchema as formSchema, type ValueFormValues } from './value-inputs';

const toValues = (listId: number, v?: CodeValueInfo): ValueFormValues => ({
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
  /** Closed; after a save, with the list the value now lives in (the owner's copy of a platform list). */
  onClose: (savedListId?: number) => void;
}

/** Add or edit a value of a code list; an edited value is loaded with its attributes and translations first. */
export function ValueFormDialog({ listId, id, onClose }: ValueFormDialogProps) {
  const t = useLabels('FLEXY_VALUE');
  const m = useMessages('FLEXY_VALUE');
  const info = useRecordQuery('codeValues.info', id);
  const resolver = useValidationResolver('FLEXY_VALUE', formSchema);
  const created = id === 0;
  return (
    <RecordFormDialog
      title={created ? t('ADD_TITLE') : t('EDIT_TITLE')}
      maxWidth="md"
      initial={created ? toValues(listId) : info.data ? toValues(listId, info.data) : null}
      loadError={info.error}
      resolver={resolver}
      save="codeValues.save"
      invalidates={['codeLists']}
      errors={{ fields: Object.keys(formSchema.shape), messageOf: m.of }}
      labels={{ cancel: t('CANCEL'), submit: t('SAVE'), done: t('DONE'), loading: t('EDIT_TITLE') }}
      successMessage={() => m(created ? 'CREATED' : 'UPDATED')}
      onClose={() => onClose()}
      onDone={({ output }) => onClose(output.listId)}
    >
      {(form, busy) => <ValueInputs control={form.control} disabled={busy} />}
    </RecordFormDialog>
  );
}
