import { useState, type ReactNode } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import type { GridColDef } from '@mui/x-data-grid';
import type { UserSubscriptionRow } from '@console/contract';
import { dateColumn } from '../../components/crud/columns';
import { CrudList } from '../../components/crud/crud-list';
import { RecordDetailDialog, type DetailOpening } from '../../components/crud/record-detail-dialog';
import { CopyButton } from '../../components/copy-button';
import { useFormatDate } from '../../lib/format';
import { useLabels } from '../../lib/labels';
import { DetailField } from '../../components/crud/detail-field';
import { CutText } from './cut-text';
import { GenerateKeyDialog } from './generate-key-dialog';
import { UserSubscriptionFormDialog } from './user-subscription-form-dialog';

/** User Subscription (001 section 2.3, the default list): the keys issued, and Generate Key. */
export function UserSubscriptionList({ toggle }: { toggle: ReactNode }) {
  const t = useLabels('SUBSCRIPTION');
  const formatDate = useFormatDate();
  const [generating, setGenerating] = useState(false);
  const columns: GridColDef<UserSubscriptionRow>[] = [
    { field: 'ownerName', headerName: t('OWNER_NAME'), flex: 1, minWidth: 150 },
    { field: 'orgName', headerName: t('ORG_NAME'), flex: 1, minWidth: 170 },
    { field: 'planDuration', headerName: t('PLAN_DURATION'), minWidth: 130 },
    { field: 'planType', headerName: t('PLAN_TYPE'), minWidth: 130 },
    {
      field: 'activationKey',
      headerName: t('ACTIVATION_KEY'),
      flex: 2,
      minWidth: 260,
      sortable: false,
      renderCell: (p) => <CutText text={p.row.activationKey} />,
    },
    dateColumn('dateCreated', t('DATE_CREATED'), formatDate, { minWidth: 130 }),
  ];
  return (
    <>
      <CrudList
        call="userSubscriptions.list"
        columns={columns}
        t={t}
        selectable={false}
        leading={toggle}
        trailing={
          <Button variant="contained" startIcon={<VpnKeyIcon />} onClick={() => setGenerating(true)}>
            {t('GENERATE')}
          </Button>
        }
        detail={(opening) => <SubscriptionDetail {...opening} />}
        form={(id, onClose) => <UserSubscriptionFormDialog id={id} onClose={onClose} />}
      />
      {generating && <GenerateKeyDialog onClose={() => setGenerating(false)} />}
    </>
  );
}

/** Owner, org, plan id, plan name, plan type and activation key (001 section 2.3), and what the key carries. */
function SubscriptionDetail(opening: DetailOpening) {
  const t = useLabels('SUBSCRIPTION');
  const formatDate = useFormatDate();
  return (
    <RecordDetailDialog
      {...opening}
      call="userSubscriptions.info"
      title={t('USER_SUBSCRIPTION')}
      subtitle={(s) => s.orgName}
      t={t}
    >
      {(s) => (
        <>
          <DetailField label={t('OWNER')} value={s.ownerName} />
          <DetailField label={t('ORG')} value={s.orgName} />
          <DetailField label={t('EMAIL')} value={s.details.email} />
          <DetailField label={t('PLAN_ID')} value={s.planId ? String(s.planId) : t('NOT_ASSIGNED')} />
          <DetailField label={t('PLAN_NAME')} value={s.planName || t('NOT_ASSIGNED')} />
          <DetailField label={t('PLAN_TYPE')} value={s.planType} />
          <DetailField label={t('PLAN_DURATION')} value={s.planDuration} />
          <DetailField label={t('NO_OF_USERS')} value={String(s.details.noOfUsers)} />
          {s.planType === 'Named Users' ? (
            <DetailField label={t('TOTAL_STORAGE')} value={`${s.details.fileSize} ${t('GB')}`} />
          ) : (
            <DetailField label={t('NO_OF_CONVERSATION')} value={String(s.details.noOfConversation)} />
          )}
          <DetailField
            label={t('KEY_STATE')}
            value={
              s.usedAt
                ? t('KEY_USED_ON', { date: formatDate(s.usedAt) })
                : `${t('KEY_UNUSED')} · ${t('EXPIRES')} ${formatDate(s.expiresAt)}`
            }
          />
          <div>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('ACTIVATION_KEY')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CutText text={s.activationKey} />
              <CopyButton text={s.activationKey} label={t('COPY')} copiedLabel={t('COPIED')} />
            </Stack>
          </div>
        </>
      )}
    </RecordDetailDialog>
  );
}
