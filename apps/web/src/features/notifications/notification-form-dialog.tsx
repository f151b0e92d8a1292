import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { NOTIFICATION_TYPES, notificationSaveInput, type NotificationRow } from '@console/contract';
import { RecordFormDialog } from '../../components/crud/record-form-dialog';
import { formValues } from '../../lib/forms';
import { useLabels } from '../../lib/labels';
import { NoticeTextField, useNoticeForm } from './use-notification-labels';

const formSchema = notificationSaveInput.omit({ ownerId: true });
type NotificationFormValues = z.input<typeof formSchema>;
const resolver = zodResolver(formSchema);

const toValues = (n?: NotificationRow): NotificationFormValues =>
  formValues(n, { id: 0, type: 'notify', message: '', version: '' });

/** Add (id 0: Cancel, Submit) or edit (Cancel, Update) a notification: type, rich-text message, version. */
export function NotificationFormDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useLabels('NOTIFICATIONS');
  const dialog = useNoticeForm('NOTIFICATION', 'notifications.info', id, {
    toValues,
    fields: formSchema.shape,
  });
  return (
    <RecordFormDialog
      {...dialog}
      resolver={resolver}
      save="notifications.save"
      onClose={onClose}
      fields={() => [
        { name: 'type', label: t('TYPE'), width: 'half', required: true, options: NOTIFICATION_TYPES },
        { name: 'version', label: t('VERSION'), width: 'half', required: true },
        { name: 'message', render: (field) => <NoticeTextField {...field} label={t('MESSAGE')} /> },
      ]}
    />
  );
}
