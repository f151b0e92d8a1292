import { useId, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Dialog, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { FormProvider, useWatch } from 'react-hook-form';
import { releasePendingImage } from '../../../components/image-upload-field';
import { useLabels } from '../../../lib/labels';
import type { FormMode } from './form-values';
import type { MicroserviceFormDialogProps } from './microservice-form-dialog';
import { useMicroserviceForm, type FormScope } from './use-microservice-form';
import { useSubmitMicroservice } from './use-submit-microservice';

type MicroserviceDialogOptions = Pick<MicroserviceFormDialogProps, 'initial' | 'onClose' | 'onSaved'> & {
  mode: FormMode;
  /** What the form checks first (see FormScope). */
  firstScope: FormScope;
};

/**
 * What the stepper and the edit dialog share: the form with its icon, the submitter, the class picked
 * (it decides the steps and the panels), Close (which drops an icon not saved yet) and the props every
 * section's fields take.
 */
export function useMicroserviceDialog({
  mode,
  initial,
  firstScope,
  onClose,
  onSaved,
}: MicroserviceDialogOptions) {
  const { form, setScope, icon, setIcon } = useMicroserviceForm(mode, initial, firstScope);
  const submitter = useSubmitMicroservice({ mode, initial, form, icon, onIconChange: setIcon, onSaved });
  const classCode = useWatch({ control: form.control, name: 'classCode' });
  const busy = submitter.busy;
  const close = () => {
    releasePendingImage(icon.pending);
    onClose();
  };
  const fields = { icon, onIconChange: setIcon, iconError: submitter.iconError, disabled: busy };
  return { form, setScope, submitter, classCode, busy, close, fields };
}

interface FormDialogFrameProps {
  title: string;
  dialog: ReturnType<typeof useMicroserviceDialog>;
  children: ReactNode;
}

/**
 * The add / edit dialog (1000 px): title with a close button, the banner with the server's status and
 * message, then the form (its context given to the fields). A click outside does not close it, so typed
 * work is not lost by accident.
 */
export function FormDialogFrame({ title, dialog, children }: FormDialogFrameProps) {
  const t = useLabels('MIC_SET');
  const { busy, close: onClose } = dialog;
  const { banner, clearBanner: onBannerClose } = dialog.submitter;
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
      <FormProvider {...dialog.form}>{children}</FormProvider>
    </Dialog>
  );
}
