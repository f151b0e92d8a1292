import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';

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
    <Dialog
      open={message !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 388 } } }}
      aria-labelledby="error-dialog-title"
      aria-describedby="error-dialog-message"
    >
      <DialogTitle id="error-dialog-title" sx={{ textAlign: 'center' }}>
        <Stack sx={{ alignItems: 'center' }} spacing={1}>
          <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />
          <span>{title}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <Typography id="error-dialog-message" sx={{ textAlign: 'center' }}>
          {message}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {okayLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
