import { Alert, CircularProgress } from '@mui/material';
import type { ScreenLabels } from './crud-table';

/**
 * What a page shows until its record's query has answered: the load failure, or a spinner named by the
 * screen's heading (`if (q.error || !q.data) return <QueryPending error={q.error} t={t} />`).
 */
export function QueryPending({
  error,
  t,
}: {
  error: Error | null;
  t: ScreenLabels<'LOAD_FAILED' | 'HEADING'>;
}) {
  if (!error) return <CircularProgress aria-label={t('HEADING')} />;
  return (
    <Alert severity="error">
      {t('LOAD_FAILED')}: {error.message}
    </Alert>
  );
}
