import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useNavigate } from 'react-router';
import type { OwnerRow } from '@console/contract';
import { useOwnerList } from '../../components/owner-breadcrumbs';
import { useLabels } from '../../lib/labels';
import { sessionStore } from '../../lib/session-store';
import { AddOwnerDialog } from './add-owner/add-owner-dialog';
import { OwnerTable } from './owner-table';

/** 001 section 2.6: every owner of the platform, for PM staff (the route's guard); a row opens that owner's settings. */
export function OwnerListPage() {
  const t = useLabels('OWN_LIST');
  const navigate = useNavigate();
  const owners = useOwnerList();
  const [adding, setAdding] = useState(false);

  const open = (row: OwnerRow) => {
    sessionStore.update({
      owner: { ownerId: row.ownerId, ownerName: row.ownerName, ownerType: row.ownerType, desc: row.desc },
    });
    void navigate('/ownersettings');
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {t('HEADING')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {t('ADD_OWNER')}
        </Button>
      </Stack>
      <OwnerTable rows={owners.data?.results ?? []} loading={owners.isLoading} onOpen={open} />
      <AddOwnerDialog open={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
