import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { REGISTRATION_MESSAGES as M } from '@console/contract';
import { useLabels } from '../../lib/labels';
import { useCallMutation } from '../../lib/query';

/** Reject with a comment (002 sections 2.8 and 5): Reject stays disabled until there is one. */
export function RejectDialog({
  id,
  onClose,
  onRejected,
}: {
  id: number;
  onClose: () => void;
  onRejected: (message: string) => void;
}) {
  const t = useLabels('REG_MS');
  const reject = useCallMutation('registrations.reject');
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = comment.trim() === '';
  const send = () => reject.mutate({ id, comment }, { onSuccess: (out) => onRejected(out.message) });
  return (
    <Dialog
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 388 } } }}
      aria-labelledby="reject-title"
    >
      <DialogTitle id="reject-title">{t('REJECT_TITLE')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('REJECT_MSG')}</Typography>
        <TextField
          label={t('REJECT_COMMENTS')}
          placeholder={t('REJECT_COMMENTS')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={touched && missing ? M.COMMENT_REQ : reject.error?.message}
          required
          multiline
          minRows={3}
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={reject.isPending}>
          {t('CANCEL')}
        </Button>
        <Button variant="contained" color="error" onClick={send} disabled={missing || reject.isPending}>
          {t('REJECT')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
