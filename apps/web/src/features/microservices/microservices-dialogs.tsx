import { useMessages } from '../../lib/messages';
import { AssignDialog } from './assign/assign-dialog';
import { MicroserviceDetailDialog } from './detail/microservice-detail-dialog';
import { DuplicateDialog } from './duplicate/duplicate-dialog';
import { MicroserviceFormDialog, type MicroserviceFormDialogProps } from './form/microservice-form-dialog';
import type { usePageDialogs } from './use-page-dialogs';

type PageDialog = ReturnType<typeof usePageDialogs>['dialog'];

/** The add, edit or duplicate-and-edit form the open dialog asks for, if any. */
function formOf(dialog: PageDialog): Pick<MicroserviceFormDialogProps, 'mode' | 'initial'> | null {
  if (dialog?.kind === 'add') return { mode: 'add' };
  if (dialog?.kind === 'edit') return { mode: 'edit', initial: dialog.ms };
  if (dialog?.kind === 'duplicateEdit') return { mode: 'duplicate', initial: dialog.source };
  return null;
}

/** Every dialog of the page; each mounts only while open, so it starts empty every time. */
export function MicroservicesDialogs({ dialogs }: { dialogs: ReturnType<typeof usePageDialogs> }) {
  const m = useMessages('MIC_SET');
  const { dialog, detailId } = dialogs;
  const created = () => dialogs.succeed(m('CREATED'));
  const updated = () => dialogs.succeed(m('UPDATED'));
  const form = formOf(dialog);
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
      {form && (
        <MicroserviceFormDialog
          open
          mode={form.mode}
          initial={form.initial}
          onClose={dialogs.close}
          onSaved={form.mode === 'edit' ? updated : created}
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
