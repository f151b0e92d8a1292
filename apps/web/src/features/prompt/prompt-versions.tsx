import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { PromptVersion } from '@console/contract';
import { dateColumn } from '../../components/crud/columns';
import { CrudTable } from '../../components/crud/crud-table';
import { useListState } from '../../components/crud/list-state';
import { useFormatDate } from '../../lib/format';
import { useLabels } from '../../lib/labels';

/** Every saved version with its author and date, newest first; a row shows its whole text. */
export function PromptVersions() {
  const t = useLabels('PROMPT');
  const formatDate = useFormatDate();
  const list = useListState();
  const [open, setOpen] = useState<PromptVersion | null>(null);
  const columns: GridColDef<PromptVersion>[] = [
    { field: 'promptText', headerName: t('VERSION_TEXT'), flex: 3, minWidth: 220 },
    { field: 'createdBy', headerName: t('CREATED_BY'), flex: 1, minWidth: 160 },
    dateColumn('dateCreated', t('DATE_CREATED'), formatDate, { flex: 1, minWidth: 130 }),
  ];
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {t('VERSIONS')}
      </Typography>
      <CrudTable
        call="promptVersions.list"
        state={list}
        columns={columns}
        t={t}
        selectable={false}
        onOpen={setOpen}
      />
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        maxWidth="md"
        fullWidth
        aria-labelledby="prompt-version-title"
      >
        <DialogTitle id="prompt-version-title">
          {t('VIEW_VERSION')} · {open && `${open.createdBy} · ${formatDate(open.dateCreated)}`}
        </DialogTitle>
        <DialogContent dividers>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{open?.promptText}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>{t('DONE')}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
