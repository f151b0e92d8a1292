import { useState } from 'react';
import { Button, MenuItem, TextField } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { ReferralRow } from '@console/contract';
import { ActionDialog } from '../../components/crud/action-dialog';
import { creditColumn, dateColumn, figureColumn } from '../../components/crud/columns';
import { CrudTable } from '../../components/crud/crud-table';
import { ListPage } from '../../components/crud/list-page';
import { useListState } from '../../components/crud/list-state';
import { SaveButton } from '../../components/crud/save-button';
import { useFormatDate } from '../../lib/format';
import { useLabels } from '../../lib/labels';
import { useCallMutation, useScopedQuery } from '../../lib/query';
import { useSession } from '../../lib/session-store';

/**
 * /referralcode: Marketing - Referral Codes (001 section 2.11): read-only, the breadcrumb for PM owners
 * only; an organisation's code is made on demand (one per organisation).
 */
export function ReferralCodesPage() {
  const t = useLabels('REFERRAL');
  const formatDate = useFormatDate();
  const list = useListState();
  const session = useSession();
  const [generating, setGenerating] = useState(false);
  const columns: GridColDef<ReferralRow>[] = [
    { field: 'code', headerName: t('CODE'), width: 170 },
    dateColumn('startDate', t('START_DATE'), formatDate, { width: 130 }),
    { field: 'description', headerName: t('DESCRIPTION'), flex: 1, minWidth: 240, sortable: false },
    { field: 'orgName', headerName: t('ORGANISATION'), width: 190, sortable: false },
    creditColumn('credit', t('CREDIT'), { sortable: false }),
    figureColumn('redeemed', t('REDEEMED'), 110, { sortable: false }),
    dateColumn('dateUpdated', t('DATE_UPDATED'), formatDate, { width: 140 }),
  ];
  return (
    <ListPage breadcrumb={session?.ownerType === 'PM' ? t('BREADCRUMB') : undefined} title={t('TITLE')}>
      <CrudTable
        call="referralCodes.list"
        state={list}
        columns={columns}
        selectable={false}
        t={t}
        actions={
          <Button variant="outlined" onClick={() => setGenerating(true)}>
            {t('GENERATE')}
          </Button>
        }
      />
      {generating && <GenerateDialog onClose={() => setGenerating(false)} />}
    </ListPage>
  );
}

function GenerateDialog({ onClose }: { onClose: () => void }) {
  const t = useLabels('REFERRAL');
  const options = useScopedQuery('discounts.options', {});
  const generate = useCallMutation('referralCodes.generate');
  const [orgId, setOrgId] = useState<number | ''>('');
  return (
    <ActionDialog
      title={t('GENERATE')}
      intro={t('GENERATE_INTRO')}
      width={480}
      onClose={onClose}
      cancelLabel={t('CANCEL')}
      actions={
        <SaveButton
          busy={generate.isPending}
          labels={{ save: t('CREATE'), saving: t('CREATE') }}
          onClick={() => orgId && generate.mutate({ orgId }, { onSuccess: onClose })}
        />
      }
    >
      <TextField
        select
        fullWidth
        label={t('ORGANISATION')}
        value={orgId}
        onChange={(e) => setOrgId(Number(e.target.value))}
        error={generate.isError}
        helperText={generate.error?.message}
      >
        {(options.data?.orgs ?? []).map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.name} ({o.ownerName})
          </MenuItem>
        ))}
      </TextField>
    </ActionDialog>
  );
}
