import { MICROSERVICE_MESSAGES } from '@console/contract';
import { ConfirmDialog } from '../../components/crud/confirm-dialog';
import { useLabels } from '../../lib/labels';
import { useDeleteMicroservices } from './api/delete-microservices';
import { AssignDialog } from './assign/assign-dialog';
import { MicroserviceDetailDialog } from './detail/microservice-detail-dialog';
import { DuplicateDialog } from './duplicate/duplicate-dialog';
import { MicroserviceFormDialog } from './form/microservice-form-dialog';
import type { usePageDialogs } from './use-page-dialogs';

interface MicroservicesDialogsProps {
  dialogs: ReturnType<typeof usePageDialogs>;
  selection: number[];
  onDeleted: () => void;
}

/** Every dialog of the page; each mounts only while open, so it starts empty every time. */
export function MicroservicesDialogs({ dialogs, selection, onDeleted }: MicroservicesDialogsProps) {
  const t = useLabels('MIC_SET');
  const remove = useDeleteMicroservices();
  const { dialog, detailId } = dialogs;
  // The server's save message, in the console's language when it is one of the known ones.
  const saved = ({ message }: { message: string }) =>
    dialogs.succeed(
      message === MICROSERVICE_MESSAGES.CREATED
        ? t('CREATED')
        : message === MICROSERVICE_MESSAGES.UPDATED
          ? t('UPDATED')
          : message,
    );
  const confirmDelete = () =>
    remove.mutate(selection, {
      onSuccess: (result) => {
        onDeleted();
        dialogs.succeed(result.message);
      },
      onError: (error) => dialogs.fail(error.message),
    });
  return (
    <>
      {detailId !== null && (
        <MicroserviceDetailDialog
          id={detailId}
          open={dialog === null}
          onClose={dialogs.closeDetail}
          onEdit={(ms) => dialogs.open({ kind: 'edit', ms })}
        />
      )}
      {dialog?.kind === 'add' && (
        <MicroserviceFormDialog open mode="add" onClose={dialogs.close} onSaved={saved} />
      )}
      {dialog?.kind === 'edit' && (
        <MicroserviceFormDialog
          open
          mode="edit"
          initial={dialog.ms}
          onClose={dialogs.close}
          onSaved={saved}
        />
      )}
      {dialog?.kind === 'duplicateEdit' && (
        <MicroserviceFormDialog
          open
          mode="duplicate"
          initial={dialog.source}
          onClose={dialogs.close}
          onSaved={saved}
        />
      )}
      {dialog?.kind === 'assign' && (
        <AssignDialog
          open
          onClose={dialogs.close}
          onAssigned={(n) => dialogs.succeed(t('ASSIGN_DONE', { n }))}
        />
      )}
      {dialog?.kind === 'duplicate' && (
        <DuplicateDialog
          open
          onClose={dialogs.close}
          onSaved={saved}
          onEdit={(source) => dialogs.open({ kind: 'duplicateEdit', source })}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('DEL_TITLE')}
        message={t('DEL_MSG')}
        confirmLabel={t('DELETE')}
        cancelLabel={t('CANCEL')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={dialogs.close}
      />
    </>
  );
}
