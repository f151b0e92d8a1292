import { Paper, Typography } from '@mui/material';
import { useLabels } from '../lib/labels';

export function NotFoundPage() {
  const t = useLabels('MENU');
  return (
    <Paper sx={{ p: 4, maxWidth: 560 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('NOT_FOUND')}
      </Typography>
      <Typography color="text.secondary">{t('NOT_FOUND_TEXT')}</Typography>
    </Paper>
  );
}
