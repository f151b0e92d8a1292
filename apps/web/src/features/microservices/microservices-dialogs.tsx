import { useMessages } from '../../lib/messages';
import { AssignDialog } from './assign/assign-dialog';
import { MicroserviceDetailDialog } from './detail/microservice-detail-dialog';
import { DuplicateDialog } from './duplicate/duplicate-dialog';
import { MicroserviceFormDialog } from './form/microservice-form-dialog';
import type { usePageDialogs } from './use-page-dialogs';

/** Every dialog of the page; each mounts only while open, so it starts empty every time. */
export function MicroservicesDialogs({ dialogs }: { dialogs: ReturnType<typeof usePageDialogs> }) {
  const m = useMessages('MIC_SET');
  const { dialog, detailId } = dialogs;
  const created = () => dialogs.succeed(m('CREATED'));
  const updated = () => dialogs.succeed(m('UPDATED'));
  return (
    <>
      {detailId !== null && (
        <MicroserviceDetailDialog
          id={detailId}
          // Back once the dialog over it and its success dialog are done, so it takes the focus again
          // (shown under an open success dialog, Escape no longer reached it after Done).
          open={dialog === null && dialogs.success === null}
          onClose={dialogs.closeDetail}
          onEdit={(ms) => dialogs.open({ kind: 'edit', ms })}
        />
      )}
      {dialog?.kind === 'add' && (
        <MicroserviceFormDialog open mode="add" onClose={dialogs.close} onSaved={created} />
      )}
      {dialog?.kind === 'edit' && (
        <MicroserviceFormDialog
          open
          mode="edit"
          initial={dialog.ms}
          onClose={dialogs.close}
          onSaved={updated}
        />
      )}
      {dialog?.kind === 'duplicateEdit' && (
        <MicroserviceFormDialog
          open
          mode="duplicate"
          initial={dialog.source}
          onClose={dialogs.close}
          onSaved={created}
        />
      )}
      {dialog?.kind === 'assign' && (
        <AssignDialog
          open
          onClose={dialogs.close}
          onAssigned={(assigned, skipped) =>
            dialogs.succeed(
              [m('ASSIGNED', { n: assigned }), skipped > 0 ? m('ASSIGN_SKIPPED', { n: skipped }) : '']
                .filter(Boolean)
                .join(' '),
            )
          }
        />
      )}
      {dialog?.kind === 'duplicate' && (
        <DuplicateDialog
          open
          onClose={dialogs.close}
          onSaved={created}
          onEdit={(source) => dialogs.open({ kind: 'duplicateEdit', source })}
        />
      )}
    </>
  );
}
