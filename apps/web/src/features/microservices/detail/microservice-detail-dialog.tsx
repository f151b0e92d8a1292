import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import type { Microservice } from '@console/contract';
import { useLabels } from '../../../lib/labels';
import { useMicroservice } from '../api/get-microservice';
import { MicroserviceSections } from './microservice-sections';
import { PodControl } from './pod-control';

interface MicroserviceDetailDialogProps {
  id: number;
  open: boolean;
  onClose: () => void;
  onEdit: (ms: Microservice) => void;
}

/** 000 section 2.7: the microservice read-only, its pod with Start/Stop, then Cancel or Edit. */
export function MicroserviceDetailDialog({ id, open, onClose, onEdit }: MicroserviceDetailDialogProps) {
  const t = useLabels('MIC_SET');
  const info = useMicroservice(id);
  const ms = info.data;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 1000, maxWidth: '100%' } } }}
      aria-labelledby="ms-detail-title"
    >
      <DialogTitle id="ms-detail-title">
        {t('DETAIL_TITLE')}
        {ms && (
          <Typography component="span" variant="body1" color="text.secondary" sx={{ ml: 1 }}>
            {ms.name}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers>
        {info.error && (
          <Alert severity="error">
            {t('DETAIL_FAILED')}: {info.error.message}
          </Alert>
        )}
        {info.isLoading && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={t('LOADING')} />
          </Box>
        )}
        {ms && (
          <MicroserviceSections
            ms={ms}
            pod={<PodControl key={ms.id} ms={ms} canScale={ms.microType !== 'ASSIGN'} />}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('CANCEL')}</Button>
        <Button variant="contained" startIcon={<EditIcon />} disabled={!ms} onClick={() => ms && onEdit(ms)}>
          {t('EDIT')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
