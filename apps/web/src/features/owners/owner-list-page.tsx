import { useState } from 'react';
import { Stack } from '@mui/material';
import { useGridApiRef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useNavigate } from 'react-router';
import type { OwnerRow } from '@console/contract';
import { GridCsvButton } from '../../components/crud/export-csv-button';
import { ListPage } from '../../components/crud/list-page';
import { AddButton } from '../../components/crud/toolbar-buttons';
import { useOwnerList } from '../../components/owner-breadcrumbs';
import { useLabels } from '../../lib/labels';
import { sessionStore } from '../../lib/session-store';
import { AddOwnerDialog } from './add-owner/add-owner-dialog';
import { OwnerTable, useOwnerColumns } from './owner-table';

/** 001 section 2.6: every owner of the platform, for PM staff (the route's guard); a row opens that owner's settings. */
export function OwnerListPage() {
  const t = useLabels('OWN_LIST');
  const navigate = useNavigate();
  const owners = useOwnerList();
  const columns = useOwnerColumns();
  const [hidden, setHidden] = useState<GridColumnVisibilityModel>({});
  const [adding, setAdding] = useState(false);
  const apiRef = useGridApiRef();

  const open = (row: OwnerRow) => {
    sessionStore.update({
      owner: { ownerId: row.ownerId, ownerName: row.ownerName, ownerType: row.ownerType, desc: row.desc },
    });
    void navigate('/ownersettings');
  };
  return (
    <ListPage title={t('HEADING')}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <AddButton label={t('ADD_OWNER')} onClick={() => setAdding(true)} />
        <GridCsvButton apiRef={apiRef} fileName="owners" />
      </Stack>
      <OwnerTable
        rows={owners.data?.results ?? []}
        loading={owners.isLoading}
        columns={columns}
        onOpen={open}
        hidden={hidden}
        onHiddenChange={setHidden}
        apiRef={apiRef}
      />
      <AddOwnerDialog open={adding} onClose={() => setAdding(false)} />
    </ListPage>
  );
}
