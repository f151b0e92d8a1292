import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { CopyButton } from '../../components/copy-button';
import { useLabels } from '../../lib/labels';

/** The key-success dialog (001 section 2.3): what happened, keep the secret safe, the key read-only with copy. */
export function KeySuccessDialog({ activationKey, onDone }: { activationKey: string; onDone: () => void }) {
  const t = useLabels('SUBSCRIPTION');
  return (
    <Dialog open onClose={onDone} maxWidth="sm" fullWidth aria-labelledby="key-success-title">
      <DialogTitle id="key-success-title" sx={{ textAlign: 'center' }}>
        <Stack sx={{ alignItems: 'center' }} spacing={1}>
          <CheckCircleIcon color="success" sx={{ fontSize: 48 }} />
          <span>{t('KEY_SUCCESS_TITLE')}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{t('KEY_SUCCESS_ORG')}</Typography>
          <Alert severity="warning">{t('KEY_SAFE')}</Alert>
          <TextField
            label={t('SECRET_KEY')}
            value={activationKey}
            fullWidth
            multiline
            maxRows={6}
            slotProps={{
              input: {
                readOnly: true,
                sx: { fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' },
                endAdornment: (
                  <InputAdornment position="end">
                    <CopyButton text={activationKey} label={t('COPY')} copiedLabel={t('COPIED')} />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 2 }}>
        <Button variant="contained" onClick={onDone}>
          {t('OKAY')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
