import { zodResolver } from '@hookform/resolvers/zod';
import { useLabels } from '../../../lib/labels';
import { useSession } from '../../../lib/session-store';
import { FormDialogBody } from '../shared/form-dialog-body';
import { useSaveForm } from '../shared/use-save-form';
import type { MessageKind } from './message-kinds';
import { MessageFormFields } from './message-form-fields';
import type { MessageFormOutput, MessageFormValues } from './message-types';

interface MessageFormProps {
  kind: MessageKind;
  initial: MessageFormValues;
  /** A platform row seen from another owner: saving makes the owner's own copy. */
  inherited: boolean;
  onSaved: (result: 'CREATED' | 'UPDATED') => void;
  onCancel: () => void;
}

const FIELDS = [
  'screenCode',
  'screenName',
  'code',
  'orderNumber',
  'text',
  'description',
  'translations',
  'effectAllOwners',
] as const;

/** The label or error form, validated with the contract's save schema; the whole translation list is saved with it. */
export function MessageForm({ kind, initial, inherited, onSaved, onCancel }: MessageFormProps) {
  const t = useLabels(kind.screen);
  const session = useSession();
  const save = kind.useSave();
  const { form, submit, alert } = useSaveForm<MessageFormValues, MessageFormOutput>({
    screen: kind.screen,
    resolver: zodResolver(kind.formSchema),
    initial,
    save: async (values) => {
      await save.mutateAsync(values);
      onSaved(values.id > 0 ? 'UPDATED' : 'CREATED');
    },
    errors: {
      exists: { codes: kind.exists, message: t('EXISTS') },
      fields: FIELDS,
      rename: { [kind.codeField]: 'code' },
    },
  });
  const superAdmin = Boolean(session?.superUser && session.platformOwner);
  return (
    <FormDialogBody
      onSubmit={submit}
      onCancel={onCancel}
      busy={save.isPending}
      alert={alert}
      hint={inherited ? t('PLATFORM_HINT') : null}
      cancelLabel={t('CANCEL')}
      submitLabel={t('SAVE')}
    >
      <MessageFormFields kind={kind} form={form} showEffectAll={superAdmin} disabled={save.isPending} />
    </FormDialogBody>
  );
}
