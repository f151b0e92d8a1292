import type { Microservice } from '@console/contract';
import { MicroserviceEditDialog } from './microservice-edit-dialog';
import { MicroserviceStepper } from './microservice-stepper';

export interface MicroserviceFormDialogProps {
  open: boolean;
  /** add: a new OWN microservice; duplicate: a DUP copy of `initial` (a catalogue item); edit: `initial`. */
  mode: 'add' | 'edit' | 'duplicate';
  initial?: Microservice;
  onClose: () => void;
  /** After a successful save, with the server's message; the caller closes the dialog. */
  onSaved: (result: { id: number; message: string }) => void;
}

/**
 * Add, duplicate (the stepper) or edit (the accordion dialog) a microservice. The form mounts only
 * while open, so it starts from `initial` (or empty) every time.
 */
export function MicroserviceFormDialog({
  open,
  mode,
  initial,
  onClose,
  onSaved,
}: MicroserviceFormDialogProps) {
  if (!open) return null;
  if (mode === 'edit' && initial)
    return <MicroserviceEditDialog initial={initial} onClose={onClose} onSaved={onSaved} />;
  return (
    <MicroserviceStepper
      mode={mode === 'duplicate' && initial ? 'duplicate' : 'add'}
      initial={initial}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
