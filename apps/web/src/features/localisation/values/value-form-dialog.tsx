import type { CodeValueInfo } from '@console/contract';
import { RecordFormDialog } from '../../../components/crud/record-form-dialog';
import { saveTexts, useAddEditForm } from '../../../components/crud/use-add-edit-form';
import { formValues } from '../../../lib/forms';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { useValidationResolver } from '../fields/validation-messages';
import { ValueInputs, valueFormSchema as formSchema, type ValueFormValues } from './value-inputs';

const toValues = (listId: number, v?: CodeValueInfo): ValueFormValues =>
  formValues(v, {
    id: 0,
    listId,
    code: '',
    value: '',
    orderBy: '0',
    iconUrl: '',
    pageUrl: '',
    linkUrl: '',
    attributes: [],
    translations: [],
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
  const resolver = useValidationResolver('FLEXY_VALUE', formSchema);
  const { dialog } = useAddEditForm('codeValues.info', id, (v) => toValues(listId, v), {
    t,
    m,
    ...saveTexts(t),
    fields: Object.keys(formSchema.shape),
  });
  return (
    <RecordFormDialog
      {...dialog}
      maxWidth="md"
      resolver={resolver}
      save="codeValues.save"
      invalidates={['codeLists']}
      onClose={() => onClose()}
      onDone={({ output }) => onClose(output.listId)}
    >
      {(form, busy) => <ValueInputs control={form.control} disabled={busy} />}
    </RecordFormDialog>
  );
}
