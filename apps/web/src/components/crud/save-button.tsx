import { Button, CircularProgress } from '@mui/material';

interface SaveButtonProps {
  busy: boolean;
  /** Save, and Saving ... while busy. */
  labels: { save: string; saving: string };
  /** Without it, the button submits its form. */
  onClick?: () => void;
  /** Not ready to save (without the spinner), e.g. while a chosen file is still being checked. */
  disabled?: boolean;
}

/** A form's main button: disabled with a spinner and the saving text while the save runs. */
export function SaveButton({ busy, labels, onClick, disabled }: SaveButtonProps) {
  return (
    <Button
      type={onClick ? 'button' : 'submit'}
      variant="contained"
      onClick={onClick}
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
    >
      {busy ? labels.saving : labels.save}
    </Button>
  );
}
