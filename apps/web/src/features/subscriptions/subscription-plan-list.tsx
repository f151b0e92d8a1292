import { useState, type ReactNode } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { SubscriptionPlanRow } from '@console/contract';
import { dateColumn } from '../../components/crud/columns';
import { CrudList } from '../../components/crud/crud-list';
import { useErrorDialog } from '../../components/crud/error-dialog';
import { SuccessDialog } from '../../components/crud/success-dialog';
import { useFormatDate } from '../../lib/format';
import { useLabels } from '../../lib/labels';
import { useMessages } from '../../lib/messages';
import { CutText } from './cut-text';
import { SubscriptionPlanFormDialog } from './subscription-plan-form-dialog';

const cutCell = {
  sortable: false,
  renderCell: (p: { value?: unknown }) => <CutText text={String(p.value ?? '')} />,
};

/** Subscription plans (001 section 2.3): Add Subscription, Delete, detail then edit. */
export function SubscriptionPlanList({ toggle }: { toggle: ReactNode }) {
  const t = useLabels('SUBSCRIPTION');
  const m = useMessages('SUBSCRIPTION');
  const formatDate = useFormatDate();
  const [removed, setRemoved] = useState(false);
  const failure = useErrorDialog(m('ERROR'), t('OKAY'));
  const columns: GridColDef<SubscriptionPlanRow>[] = [
    { field: 'planName', headerName: t('PLAN_NAME'), flex: 1, minWidth: 150, ...cutCell, sortable: true },
    { field: 'price', headerName: t('PRICE'), flex: 1, minWidth: 130, ...cutCell, sortable: true },
    { field: 'description', headerName: t('DESCRIPTION'), flex: 2, minWidth: 220, ...cutCell },
    { field: 'details', headerName: t('DETAILS'), flex: 2, minWidth: 220, ...cutCell },
    dateColumn('dateCreated', t('DATE_CREATED'), formatDate, { minWidth: 130 }),
  ];
  return (
    <>
      <CrudList
        call="subscriptionPlans.list"
        columns={columns}
        t={t}
        leading={toggle}
        add={t('ADD_PLAN')}
        remove={{
          call: 'subscriptionPlans.delete',
          onDeleted: () => setRemoved(true),
          onError: failure.show,
        }}
        detail={{
          call: 'subscriptionPlans.info',
          title: t('PLAN'),
          subtitle: (p) => p.planName,
          fields: (p) => ({
            PLAN_NAME: p.planName,
            NO_OF_USERS: p.noOfUsers,
            FILE_SIZE: `${p.fileSize} ${t('GB')}`,
            PRICE: p.price,
            DESCRIPTION: p.description,
            DETAILS: p.details,
          }),
        }}
        form={(id, onClose) => <SubscriptionPlanFormDialog id={id} onClose={onClose} />}
      />
      <SuccessDialog
        open={removed}
        title={m('PLAN_REMOVED')}
        message={m('PLAN_REMOVED_TEXT')}
        doneLabel={t('OKAY')}
        onDone={() => setRemoved(false)}
      />
      {failure.dialog}
    </>
  );
}
