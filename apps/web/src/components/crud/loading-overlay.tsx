import { Backdrop, CircularProgress } from '@mui/material';

/** The spec's loading overlay: covers the screen and its dialogs while a call is running. */
export function LoadingOverlay({ open, label }: { open: boolean; label: string }) {
  return (
    <Backdrop open={open} sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, color: 'common.white' })}>
      <CircularProgress color="inherit" aria-label={label} />
    </Backdrop>
  );
}
