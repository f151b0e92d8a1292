import { Alert, Button, DialogActions, DialogContent } from '@mui/material';
import { useNavigate } from 'react-router';
import { useLabels } from '../../lib/labels';

/**
 * 002 sections 5 and 8: when the user quota is used up, this limit message with a close button replaces
 * the form; a message starting 'Reached' also offers Modify (the owner settings, where the quota is set).
 */
export function QuotaMessage({
  message,
  onClose,
  modifiable = true,
}: {
  message: string;
  onClose: () => void;
  /** False for an organisation's subscription, which Owner Settings does not raise. */
  modifiable?: boolean;
}) {
  const t = useLabels('ORG_LIST');
  const navigate = useNavigate();
  return (
    <>
      <DialogContent dividers>
        <Alert severity="warning" role="alert">
          {message}
        </Alert>
      </DialogContent>
      <DialogActions>
        {modifiable && message.startsWith('Reached') && (
          <Button onClick={() => void navigate('/ownersettings')}>{t('MODIFY')}</Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('CLOSE')}
        </Button>
      </DialogActions>
    </>
  );
}
