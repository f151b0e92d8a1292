import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';

interface NoticeDialogProps {
  open: boolean;
  /** The element ids start with it (`<id>-title`, `<id>-message`). */
  id: string;
  /** The large icon above the title. */
  icon: ReactNode;
  title: string;
  /** The text under the title, if any. */
  message?: string | null;
  /** The message also describes the dialog (`aria-describedby`). */
  describe?: boolean;
  /** The one button (Okay, Done), which closes the dialog. */
  buttonLabel: string;
  onClose: () => void;
}

/** The spec's notice (388 px): an icon over a centred title, a message, one centred button. */
export function NoticeDialog(props: NoticeDialogProps) {
  const { open, id, icon, title, message, describe, buttonLabel, onClose } = props;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 388 } } }}
      aria-labelledby={`${id}-title`}
      aria-describedby={describe ? `${id}-message` : undefined}
    >
      <DialogTitle id={`${id}-title`} sx={{ textAlign: 'center' }}>
        <Stack sx={{ alignItems: 'center' }} spacing={1}>
          {icon}
          <span>{title}</span>
        </Stack>
      </DialogTitle>
      {message !== undefined && (
        <DialogContent>
          <Typography id={describe ? `${id}-message` : undefined} sx={{ textAlign: 'center' }}>
            {message}
          </Typography>
        </DialogContent>
      )}
      <DialogActions sx={{ justifyContent: 'center', pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {buttonLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
