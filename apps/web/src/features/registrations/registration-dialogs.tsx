import { Box, Dialog, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { ErrorDialog } from '../../components/crud/error-dialog';
import { SuccessDialog } from '../../components/crud/success-dialog';
import { useLabels } from '../../lib/labels';
import type { useSubmitRegistration } from './use-submit-registration';

/** The upload progress dialog of 002 section 2.8: the file and its rounded percentage. */
export function UploadProgressDialog({ progress }: { progress: { file: string; percent: number } | null }) {
  const t = useLabels('REG_MS');
  return (
    <Dialog
      open={progress !== null}
      slotProps={{ paper: { sx: { width: 388 } } }}
      aria-labelledby="upload-progress-title"
    >
      <DialogTitle id="upload-progress-title">{t('UPLOADING')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
          {progress?.file}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LinearProgress
            variant="determinate"
            value={progress?.percent ?? 0}
            aria-label={t('UPLOAD_PROGRESS')}
            sx={{ flexGrow: 1 }}
          />
          <Typography variant="body2" aria-live="polite">{`${progress?.percent ?? 0}%`}</Typography>
        </Box>
      </DialogContent>
    </Dialog>
  );
}

/** The progress, error and success dialogs of a save (the success closes the form with Done). */
export function SaveDialogs({
  submitter,
  onDone,
}: {
  submitter: ReturnType<typeof useSubmitRegistration>;
  onDone: () => void;
}) {
  const t = useLabels('REG_MS');
  return (
    <>
      <UploadProgressDialog progress={submitter.progress} />
      <ErrorDialog
        message={submitter.failure}
        title={t('ERROR')}
        okayLabel={t('CLOSE')}
        onClose={submitter.clearFailure}
      />
      <SuccessDialog
        open={submitter.saved !== null}
        message={submitter.saved?.message ?? ''}
        doneLabel={t('CLOSE')}
        onDone={onDone}
      />
    </>
  );
}
