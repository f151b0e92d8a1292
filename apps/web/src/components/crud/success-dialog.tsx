import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

interface SuccessDialogProps {
  open: boolean;
  title?: string;
  message: string;
  doneLabel: string;
  onDone: () => void;
}

/** The spec's success dialog: a message and Done (388 px). */
export function SuccessDialog({ open, title, message, doneLabel, onDone }: SuccessDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onDone}
      slotProps={{ paper: { sx: { width: 388 } } }}
      aria-labelledby="success-dialog-title"
    >
      <DialogTitle id="success-dialog-title" sx={{ textAlign: 'center' }}>
        <Stack sx={{ alignItems: 'center' }} spacing={1}>
          <CheckCircleIcon color="success" sx={{ fontSize: 48 }} />
          <span>{title ?? message}</span>
        </Stack>
      </DialogTitle>
      {title && (
        <DialogContent>
          <Typography sx={{ textAlign: 'center' }}>{message}</Typography>
        </DialogContent>
      )}
      <DialogActions sx={{ justifyContent: 'center', pb: 2 }}>
        <Button variant="contained" onClick={onDone} autoFocus>
          {doneLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
