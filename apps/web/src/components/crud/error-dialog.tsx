import { useState } from 'react';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { NoticeDialog } from './notice-dialog';

interface ErrorDialogProps {
  /** The server's message; the dialog shows while there is one. */
  message: string | null;
  title: string;
  okayLabel: string;
  onClose: () => void;
}

/** The spec's error dialog: a title ('Error'), the server's message and Okay (388 px). */
export function ErrorDialog({ message, title, okayLabel, onClose }: ErrorDialogProps) {
  return (
    <NoticeDialog
      open={message !== null}
      id="error-dialog"
      icon={<ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />}
      title={title}
      message={message}
      describe
      buttonLabel={okayLabel}
      onClose={onClose}
    />
  );
}

/**
 * A failure shown in the error dialog until Okay (a refused delete, a key the server would not make):
 * `show` puts the message in it, `dialog` is the dialog to place.
 */
export function useErrorDialog(title: string, okayLabel: string) {
  const [message, setMessage] = useState<string | null>(null);
  const dialog = (
    <ErrorDialog message={message} title={title} okayLabel={okayLabel} onClose={() => setMessage(null)} />
  );
  return { show: setMessage, dialog };
}
