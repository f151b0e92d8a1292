import type { CodeListInfo } from '@console/contract';
import { RecordFormDialog } from '../../../components/crud/record-form-dialog';
import { saveTexts, useAddEditForm } from '../../../components/crud/use-add-edit-form';
import { formValues } from '../../../lib/forms';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { useValidationResolver } from '../fields/validation-messages';
import {
  CodeListInputs,
  codeListFormSchema as formSchema,
  type CodeListFormValues,
} from './code-list-inputs';

const toValues = (list?: CodeListInfo): CodeListFormValues =>
  formValues(list, { id: 0, code: '', title: '', desc: '', subList: 'yes', effectAllOwners: false });

interface CodeListFormDialogProps {
  /** 0: a new list. */
  id: number;
  onClose: () => void;
  /** After the success dialog of a new list: 002 section 2.4 goes on to its values. */
  onCreated: (id: number) => void;
}

/** Add (id 0) or edit a code list: 002 section 5, code (upper case) and title required. */
export function CodeListFormDialog({ id, onClose, onCreated }: CodeListFormDialogProps) {
  const t = useLabels('FLEXY_CODE');
  const m = useMessages('FLEXY_CODE');
  const resolver = useValidationResolver('FLEXY_CODE', formSchema);
  const { created, record, dialog } = useAddEditForm('codeLists.info', id, toValues, {
    t,
    m,
    ...saveTexts(t),
    fields: Object.keys(formSchema.shape),
  });
  return (
    <RecordFormDialog
      {...dialog}
      hint={record?.source === 'platform' ? t('PLATFORM_HINT') : null}
      resolver={resolver}
      save="codeLists.save"
      onClose={onClose}
      onDone={({ output }) => (created ? onCreated(output.id) : onClose())}
    >
      {(form, busy) => <CodeListInputs control={form.control} disabled={busy} />}
    </RecordFormDialog>
  );
}
