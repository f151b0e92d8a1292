import { useState, type ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import type { GridColDef } from '@mui/x-data-grid';
import type { UserSubscriptionRow } from '@console/contract';
import { dateColumn } from '../../components/crud/columns';
import { CrudList } from '../../components/crud/crud-list';
import { CopyButton } from '../../components/copy-button';
import { useFormatDate } from '../../lib/format';
import { useLabels } from '../../lib/labels';
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
        detail={{
          call: 'userSubscriptions.info',
          title: t('USER_SUBSCRIPTION'),
          subtitle: (s) => s.orgName,
          fields: (s) => ({
            OWNER: s.ownerName,
            ORG: s.orgName,
            EMAIL: s.details.email,
            PLAN_ID: s.planId || t('NOT_ASSIGNED'),
            PLAN_NAME: s.planName || t('NOT_ASSIGNED'),
            PLAN_TYPE: s.planType,
            PLAN_DURATION: s.planDuration,
            NO_OF_USERS: s.details.noOfUsers,
            ...(s.planType === 'Named Users'
              ? { TOTAL_STORAGE: `${s.details.fileSize} ${t('GB')}` }
              : { NO_OF_CONVERSATION: s.details.noOfConversation }),
            KEY_STATE: s.usedAt
              ? t('KEY_USED_ON', { date: formatDate(s.usedAt) })
              : `${t('KEY_UNUSED')} · ${t('EXPIRES')} ${formatDate(s.expiresAt)}`,
            ACTIVATION_KEY: (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <CutText text={s.activationKey} />
                <CopyButton text={s.activationKey} label={t('COPY')} copiedLabel={t('COPIED')} />
              </Stack>
            ),
          }),
        }}
        form={(id, onClose) => <UserSubscriptionFormDialog id={id} onClose={onClose} />}
      />
      {generating && <GenerateKeyDialog onClose={() => setGenerating(false)} />}
    </>
  );
}
