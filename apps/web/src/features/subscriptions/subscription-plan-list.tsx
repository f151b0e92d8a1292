import { useState, type ReactNode } from 'react';
import { Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { SUBSCRIPTION_PLAN_SORT_FIELDS, type SubscriptionPlanRow } from '@console/contract';
import { dateColumn } from '../../components/crud/columns';
import { CrudTable } from '../../components/crud/crud-table';
import { DeleteSelected } from '../../components/crud/delete-selected';
import { DetailDialog } from '../../components/crud/detail-dialog';
import { ErrorDialog } from '../../components/crud/error-dialog';
import { useListState } from '../../components/crud/list-state';
import { SuccessDialog } from '../../components/crud/success-dialog';
import { AddButton } from '../../components/crud/toolbar-buttons';
import { useFormatDate } from '../../lib/format';
import { useLabels } from '../../lib/labels';
import { useMessages } from '../../lib/messages';
import { useRecordQuery } from '../../lib/query';
import { DetailField } from '../../components/crud/detail-field';
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
  const list = useListState();
  const [viewing, setViewing] = useState<number | null>(null);
  const [removed, setRemoved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const columns: GridColDef<SubscriptionPlanRow>[] = [
    { field: 'planName', headerName: t('PLAN_NAME'), flex: 1, minWidth: 150, ...cutCell, sortable: true },
    { field: 'price', headerName: t('PRICE'), flex: 1, minWidth: 130, ...cutCell, sortable: true },
    { field: 'description', headerName: t('DESCRIPTION'), flex: 2, minWidth: 220, ...cutCell },
    { field: 'details', headerName: t('DETAILS'), flex: 2, minWidth: 220, ...cutCell },
    dateColumn('dateCreated', t('DATE_CREATED'), formatDate, { minWidth: 130 }),
  ];
  return (
    <>
      <CrudTable
        call="subscriptionPlans.list"
        state={list}
        columns={columns}
        sortFields={SUBSCRIPTION_PLAN_SORT_FIELDS}
        t={t}
        onOpen={(row) => setViewing(row.id)}
        actions={
          <>
            {toggle}
            <AddButton label={t('ADD_PLAN')} onClick={() => list.setEditing(0)} />
            <DeleteSelected
              call="subscriptionPlans.delete"
              ids={list.selection}
              t={t}
              onDeleted={() => {
                list.setSelection([]);
                setRemoved(true);
              }}
              onError={setFailure}
            />
          </>
        }
      />
      {viewing !== null && (
        <PlanDetail
          id={viewing}
          onClose={() => setViewing(null)}
          onEdit={() => {
            setViewing(null);
            list.setEditing(viewing);
          }}
        />
      )}
      {list.editing !== null && <SubscriptionPlanFormDialog id={list.editing} onClose={list.closeEditor} />}
      <SuccessDialog
        open={removed}
        title={m('PLAN_REMOVED')}
        message={m('PLAN_REMOVED_TEXT')}
        doneLabel={t('OKAY')}
        onDone={() => setRemoved(false)}
      />
      <ErrorDialog
        message={failure}
        title={m('ERROR')}
        okayLabel={t('OKAY')}
        onClose={() => setFailure(null)}
      />
    </>
  );
}

function PlanDetail({ id, onClose, onEdit }: { id: number; onClose: () => void; onEdit: () => void }) {
  const t = useLabels('SUBSCRIPTION');
  const info = useRecordQuery('subscriptionPlans.info', id);
  const p = info.data;
  return (
    <DetailDialog
      open
      title={t('PLAN')}
      subtitle={p?.planName}
      loading={info.isLoading}
      error={info.error}
      labels={{ failed: t('LOAD_FAILED'), loading: t('PLAN'), cancel: t('CANCEL'), edit: t('EDIT') }}
      onEdit={p ? onEdit : undefined}
      onClose={onClose}
    >
      {p && (
        <Stack spacing={1.5}>
          <DetailField label={t('PLAN_NAME')} value={p.planName} />
          <DetailField label={t('NO_OF_USERS')} value={String(p.noOfUsers)} />
          <DetailField label={t('FILE_SIZE')} value={`${p.fileSize} ${t('GB')}`} />
          <DetailField label={t('PRICE')} value={p.price} />
          <DetailField label={t('DESCRIPTION')} value={p.description} />
          <DetailField label={t('DETAILS')} value={p.details} />
        </Stack>
      )}
    </DetailDialog>
  );
}
