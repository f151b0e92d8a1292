import { useId, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Dialog, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useLabels } from '../../../lib/labels';
import type { Banner } from './use-submit-microservice';

interface FormDialogFrameProps {
  title: string;
  banner: Banner | null;
  onBannerClose: () => void;
  onClose: () => void;
  busy: boolean;
  children: ReactNode;
}

/**
 * The add / edit dialog (1000 px): title with a close button, the banner with the server's status and
 * message, then the form. A click outside does not close it, so typed work is not lost by accident.
 */
export function FormDialogFrame({
  title,
  banner,
  onBannerClose,
  onClose,
  busy,
  children,
}: FormDialogFrameProps) {
  const t = useLabels('MIC_SET');
  const titleId = useId();
  return (
    <Dialog
      open
      maxWidth={false}
      onClose={(_, reason) => reason !== 'backdropClick' && !busy && onClose()}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 1000, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      {/* Outside the title, so the dialog's name is the title alone. */}
      <IconButton
        aria-label={t('FORM_CLOSE')}
        onClick={onClose}
        disabled={busy}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      {banner && (
        <Box sx={{ px: 3, pb: 2 }}>
          <Alert severity="error" role="alert" onClose={onBannerClose} closeText={t('DISMISS')}>
            {banner.title && <AlertTitle>{banner.title}</AlertTitle>}
            {banner.message}
          </Alert>
        </Box>
      )}
      {children}
    </Dialog>
  );
}
