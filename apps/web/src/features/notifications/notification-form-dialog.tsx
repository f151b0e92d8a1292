import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { NOTIFICATION_TYPES, notificationSaveInput, type NotificationRow } from '@console/contract';
import { RecordFormDialog } from '../../components/crud/record-form-dialog';
import { FormFields } from '../../components/form-fields';
import { RichTextField } from '../../components/rich-text-field';
import { useLabels } from '../../lib/labels';
import { useRecordQuery } from '../../lib/query';
import { useEditorLabels, useNoticeForm } from './use-notification-labels';

const formSchema = notificationSaveInput.omit({ ownerId: true });
type NotificationFormValues = z.input<typeof formSchema>;
const resolver = zodResolver(formSchema);

const toValues = (n?: NotificationRow): NotificationFormValues => ({
  id: n?.id ?? 0,
  type: n?.type ?? 'notify',
  message: n?.message ?? '',
  version: n?.version ?? '',
});

/** Add (id 0: Cancel, Submit) or edit (Cancel, Update) a notification: type, rich-text message, version. */
export function NotificationFormDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useLabels('NOTIFICATIONS');
  const editor = useEditorLabels();
  const info = useRecordQuery('notifications.info', id);
  const created = id === 0;
  const { messageOf, ...dialog } = useNoticeForm(created, {
    add: 'ADD_NOTIFICATION',
    edit: 'EDIT_NOTIFICATION',
  });
  return (
    <RecordFormDialog
      {...dialog}
      initial={created ? toValues() : info.data ? toValues(info.data) : null}
      loadError={info.error}
      resolver={resolver}
      save="notifications.save"
      errors={{ fields: Object.keys(formSchema.shape), messageOf }}
      onClose={onClose}
    >
      {(form, busy) => (
        <FormFields
          control={form.control}
          disabled={busy}
          fields={[
            { name: 'type', label: t('TYPE'), width: 'half', required: true, options: NOTIFICATION_TYPES },
            { name: 'version', label: t('VERSION'), width: 'half', required: true },
            {
              name: 'message',
              render: () => (
                <RichTextField
                  control={form.control}
                  name="message"
                  label={t('MESSAGE')}
                  labels={editor}
                  required
                  disabled={busy}
                />
              ),
            },
          ]}
        />
      )}
    </RecordFormDialog>
  );
}
