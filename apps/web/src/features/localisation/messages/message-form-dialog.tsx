import type { Control, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import type { ErrorInfo, LabelInfo } from '@console/contract';
import { RecordFormDialog } from '../../../components/crud/record-form-dialog';
import { saveTexts, useAddEditForm } from '../../../components/crud/use-add-edit-form';
import { formValues } from '../../../lib/forms';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { useSession } from '../../../lib/session-store';
import { useValidationResolver } from '../fields/validation-messages';
import type { MessageKind } from './message-kinds';
import { MessageInputs } from './message-inputs';

type MessageInfo = Partial<LabelInfo & ErrorInfo>;

/** The form's values of a label or an error (its code under its own name, labelCode or errorCode). */
function toValues(kind: MessageKind, info?: MessageInfo): FieldValues {
  return formValues(info, {
    id: 0,
    screenCode: '',
    screenName: '',
    [kind.codeField]: '',
    orderNumber: '',
    text: '',
    description: '',
    translations: [],
    effectAllOwners: false,
  });
}

/** Add (id 0) or edit a label or an error: the record with its translations is loaded first. */
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
  const m = useMessages(kind.screen);
  const session = useSession();
  const resolver = useValidationResolver(kind.screen, kind.formSchema);
  const { record, dialog } = useAddEditForm(`${kind.area}.info`, id, (info) => toValues(kind, info), {
    t,
    m,
    ...saveTexts(t),
    fields: Object.keys(kind.formSchema.shape),
  });
  return (
    <RecordFormDialog
      {...dialog}
      maxWidth="md"
      hint={record?.source === 'platform' ? t('PLATFORM_HINT') : null}
      resolver={resolver as unknown as Resolver<FieldValues, unknown, FieldValues>}
      save={`${kind.area}.save`}
      onClose={onClose}
    >
      {(form, busy) => (
        <MessageInputs
          kind={kind}
          form={form as unknown as UseFormReturn<FieldValues>}
          control={form.control as unknown as Control<FieldValues>}
          showEffectAll={Boolean(session?.superUser && session.platformOwner)}
          disabled={busy}
        />
      )}
    </RecordFormDialog>
  );
}
