import type { CodeListInfo } from '@console/contract';
import { RecordFormDialog } from '../../../components/crud/record-form-dialog';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { useRecordQuery } from '../../../lib/query';
import { useValidationResolver } from '../fields/validation-messages';
import {
  CodeListInputs,
  codeListFormSchema as formSchema,
  type CodeListFormValues,
} from './code-list-inputs';

const toValues = (list?: CodeListInfo): CodeListFormValues => ({
  id: list?.id ?? 0,
  code: list?.code ?? '',
  title: list?.title ?? '',
  desc: list?.desc ?? '',
  subList: list?.subList ?? 'yes',
  effectAllOwners: false,
});

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
  const info = useRecordQuery('codeLists.info', id);
  const resolver = useValidationResolver('FLEXY_CODE', formSchema);
  const created = id === 0;
  return (
    <RecordFormDialog
      title={created ? t('ADD_TITLE') : t('EDIT_TITLE')}
      initial={created ? toValues() : info.data ? toValues(info.data) : null}
      loadError={info.error}
      hint={info.data?.source === 'platform' ? t('PLATFORM_HINT') : null}
      resolver={resolver}
      save="codeLists.save"
      errors={{ fields: Object.keys(formSchema.shape), messageOf: m.of }}
      labels={{ cancel: t('CANCEL'), submit: t('SAVE'), done: t('DONE'), loading: t('EDIT_TITLE') }}
      successMessage={() => m(created ? 'CREATED' : 'UPDATED')}
      onClose={onClose}
      onDone={({ output }) => (created ? onCreated(output.id) : onClose())}
    >
      {(form, busy) => <CodeListInputs control={form.control} disabled={busy} />}
    </RecordFormDialog>
  );
}
