import { useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useIsMutating } from '@tanstack/react-query';
import { LoadingOverlay } from '../../components/crud/loading-overlay';
import { OwnerBreadcrumbs } from '../../components/owner-breadcrumbs';
import { SuccessDialog } from '../../components/crud/success-dialog';
import { useTableQuery } from '../../components/crud/table-query';
import { useLabels } from '../../lib/labels';
import { useOwnerId } from '../../lib/owner-scope';
import { MicroservicesDialogs } from './microservices-dialogs';
import { MicroservicesTable } from './microservices-table';
import { MicroservicesToolbar } from './microservices-toolbar';
import { usePageDialogs } from './use-page-dialogs';

/** /microservices (000 section 2.5): the scoped owner's microservices with their toolbar and dialogs. */
export function MicroservicesPage() {
  const t = useLabels('MIC_SET');
  const ownerId = useOwnerId();
  // Pod changes show 'Processing...' in the detail dialog instead of covering the screen.
  const busy = useIsMutating({ predicate: (m) => m.options.mutationKey?.[1] !== 'scalePod' }) > 0;
  return (
    <Box>
      <OwnerBreadcrumbs screen={t('HEADING')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        {t('PAGE_TITLE')}
      </Typography>
      {/* Another owner starts afresh: no selection, no open dialog, the first page. */}
      <OwnerMicroservices key={ownerId ?? 0} />
      <LoadingOverlay open={busy} label={t('LOADING')} />
    </Box>
  );
}

function OwnerMicroservices() {
  const t = useLabels('MIC_SET');
  const [query, setQuery] = useTableQuery({ sortField: 'name', sortDirection: 'asc' });
  const [selection, setSelection] = useState<number[]>([]);
  const dialogs = usePageDialogs();
  return (
    <>
      {dialogs.failure && (
        <Alert severity="error" onClose={dialogs.dismissFailure} sx={{ mb: 2 }}>
          {dialogs.failure}
        </Alert>
      )}
      <MicroservicesTable
        query={query}
        onQueryChange={setQuery}
        selection={selection}
        onSelectionChange={setSelection}
        onOpen={(row) => dialogs.openDetail(row.id)}
        actions={
          <MicroservicesToolbar selected={selection.length} onAction={(kind) => dialogs.open({ kind })} />
        }
      />
      <MicroservicesDialogs dialogs={dialogs} selection={selection} onDeleted={() => setSelection([])} />
      <SuccessDialog
        open={dialogs.success !== null}
        message={dialogs.success ?? ''}
        doneLabel={t('DONE')}
        onDone={dialogs.dismissSuccess}
      />
    </>
  );
}
