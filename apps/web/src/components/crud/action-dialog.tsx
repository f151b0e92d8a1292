import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { Breakpoint } from '@mui/material/styles';

interface ActionDialogProps {
  open?: boolean;
  /** The dialog's name (its title's element id is its own). */
  title: string;
  /** A line under the title saying what the dialog does. */
  intro?: string;
  /** A fixed width in pixels (capped by the screen), or a breakpoint to fill up to. */
  width?: number;
  maxWidth?: Breakpoint;
  onClose: () => void;
  cancelLabel: string;
  /** The buttons after Cancel. */
  actions: ReactNode;
  children: ReactNode;
}

/** A dialog that picks or sets something, then acts on it (assign, duplicate, import, export). */
export function ActionDialog(props: ActionDialogProps) {
  const { open = true, title, intro, width, maxWidth, onClose, cancelLabel, actions } = props;
  const size = width
    ? { slotProps: { paper: { sx: { width, maxWidth: '100%' } } } }
    : { maxWidth, fullWidth: true };
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} {...size} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {intro && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {intro}
          </Typography>
        )}
        {props.children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{cancelLabel}</Button>
        {actions}
      </DialogActions>
    </Dialog>
  );
}
