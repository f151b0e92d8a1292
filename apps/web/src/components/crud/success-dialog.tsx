import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { NoticeDialog } from './notice-dialog';

interface SuccessDialogProps {
  open: boolean;
  title?: string;
  message: string;
  doneLabel: string;
  onDone: () => void;
}

/** The spec's success dialog: a message and Done (388 px); with a title, the message goes under it. */
export function SuccessDialog({ open, title, message, doneLabel, onDone }: SuccessDialogProps) {
  return (
    <NoticeDialog
      open={open}
      id="success-dialog"
      icon={<CheckCircleIcon color="success" sx={{ fontSize: 48 }} />}
      title={title ?? message}
      message={title ? message : undefined}
      buttonLabel={doneLabel}
      onClose={onDone}
    />
  );
}
