import { Box, Paper, Typography } from '@mui/material';
import { OwnerBreadcrumbs } from '../components/owner-breadcrumbs';
import { useLabels } from '../lib/labels';

/**
 * An address that does not exist, or a screen the user may not open for the owner acted on. PM staff
 * keep the owner picker, so picking an owner the screen opens for brings it back.
 */
export function NotFoundPage() {
  const t = useLabels('MENU');
  return (
    <Box>
      <OwnerBreadcrumbs screen={t('NOT_FOUND')} />
      <Paper sx={{ p: 4, maxWidth: 560 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('NOT_FOUND')}
        </Typography>
        <Typography color="text.secondary">{t('NOT_FOUND_TEXT')}</Typography>
      </Paper>
    </Box>
  );
}
