import { useState } from 'react';
import { Button, Tab, Tabs } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import {
  hasPermission,
  REGISTRATION_APPROVAL,
  REJECT_KIND_TEXT,
  type RegistrationRow,
  type RegistrationStatus,
} from '@console/contract';
import { ConfirmDialog } from '../../components/crud/confirm-dialog';
import { CrudList } from '../../components/crud/crud-list';
import { DetailFields } from '../../components/crud/detail-field';
import { FieldGrid } from '../../components/crud/field-grid';
import { useListFilter, useListState } from '../../components/crud/list-state';
import { screenPage } from '../../components/crud/screen-page';
import { SuccessDialog } from '../../components/crud/success-dialog';
import { confirmTexts, useConfirmedCall } from '../../components/crud/use-confirmed-call';
import { useLabels } from '../../lib/labels';
import { useListQuery } from '../../lib/query';
import { useSession } from '../../lib/session-store';
import { RegistrationEditDialog } from './registration-edit-dialog';
import { RegistrationWizard } from './registration-wizard';
import { RejectDialog } from './reject-dialog';

/** /registermicroservice: Deployments - Register Microservice (002 section 2.8). */
export const RegistrationsPage = screenPage('REG_MS', Registrations);

const TABS: RegistrationStatus[] = ['pending', 'approved', 'rejected'];
const CAPTION = { pending: 'PENDING', approved: 'APPROVED', rejected: 'REJECTED' } as const;

function Registrations() {
  const t = useLabels('REG_MS');
  const session = useSession();
  const list = useListState();
  const [status, switchTo] = useListFilter<RegistrationStatus>(list, 'pending', true);
  const counts = useListQuery('registrations.list', list.query, { status }).data?.counts;
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const approve = useConfirmedCall('registrations.approve', {
    texts: confirmTexts(t, t('APPROVE_TITLE'), t('APPROVE_MSG'), t('APPROVE')),
    invalidates: ['microservices', 'plans'],
    onSuccess: (out) => {
      list.setSelection([]);
      setDone(out.status === 'approved' ? out.message : `${out.message}: ${out.errorMsg}`);
    },
    onError: list.setBanner,
  });
  const decides = status === 'pending' && hasPermission(session, REGISTRATION_APPROVAL);
  const one = list.selection.length === 1 ? list.selection[0]! : null;
  // 002 section 4: the Pending tab selects one row at a time (the last one ticked), the others several.
  const singleSelection: typeof list = {
    ...list,
    setSelection: (next) =>
      list.setSelection((now) => (typeof next === 'function' ? next(now) : next).slice(-1)),
  };

  const columns: GridColDef<RegistrationRow>[] = [
    { field: 'name', headerName: t('NAME'), flex: 2, minWidth: 160 },
    { field: 'deploymentType', headerName: t('TYPE'), flex: 1, minWidth: 100 },
    { field: 'description', headerName: t('DESCRIPTION'), flex: 3, minWidth: 200, sortable: false },
    status === 'pending'
      ? { field: 'endpoint', headerName: t('END_POINT'), flex: 3, minWidth: 200, sortable: false }
      : status === 'approved'
        ? { field: 'modelStatus', headerName: t('MODEL_STATUS'), flex: 1, minWidth: 120, sortable: false }
        : {
            field: 'errorMsg',
            headerName: t('ERROR_DETAILS'),
            flex: 3,
            minWidth: 220,
            sortable: false,
            valueGetter: (_v, row) =>
              `${row.rejectKind ? REJECT_KIND_TEXT[row.rejectKind] : ''}: ${row.errorMsg}`,
          },
  ];

  return (
    <>
      <Tabs
        value={status}
        onChange={(_e, next: RegistrationStatus) => switchTo(next)}
        sx={{ mb: 2 }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((s) => (
          <Tab key={s} value={s} label={`${t(CAPTION[s])} (${counts?.[s] ?? 0})`} />
        ))}
      </Tabs>
      <CrudList
        key={status}
        call="registrations.list"
        filters={{ status }}
        state={status === 'pending' ? singleSelection : list}
        columns={columns}
        t={t}
        add={t('REGISTER')}
        remove={{ call: 'registrations.delete', invalidates: ['microservices'] }}
        trailing={
          decides && (
            <>
              <Button
                variant="outlined"
                color="success"
                disabled={one === null}
                onClick={() => one && approve.ask({ id: one })}
              >
                {t('APPROVE')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                disabled={one === null}
                onClick={() => setRejecting(one)}
              >
                {t('REJECT')}
              </Button>
            </>
          )
        }
        detail={{
          call: 'registrations.info',
          title: t('DETAIL_TITLE'),
          subtitle: (r) => r.name,
          // 002 section 2.8: Edit is not offered once approved.
          editable: (r) => r.status !== 'approved',
          children: (r) => (
            <FieldGrid>
              <DetailFields
                t={t}
                fields={{
                  NAME: r.name,
                  DEPLOYMENT_TYPE: r.deploymentType,
                  CODE: r.code,
                  DESCRIPTION: r.description,
                  ...(r.status === 'approved' && { MODEL_STATUS: r.modelStatus }),
                  CPU: r.resourceCpu,
                  MEMORY: r.resourceMemory,
                  GPU: r.enableGpu,
                  ENV_VARIABLES: r.envVariables.map((e) => `${e.key}=${e.value}`).join(', '),
                  PORT: r.modelImagePort,
                  END_POINT: r.endpoint,
                  VERSION: r.version,
                }}
              />
            </FieldGrid>
          ),
        }}
        form={(id, onClose) =>
          id === 0 ? (
            <RegistrationWizard onClose={onClose} />
          ) : (
            <RegistrationEditDialog id={id} onClose={onClose} />
          )
        }
      />
      <ConfirmDialog {...approve.dialog} />
      {rejecting !== null && (
        <RejectDialog
          id={rejecting}
          onClose={() => setRejecting(null)}
          onRejected={(message) => {
            setRejecting(null);
            list.setSelection([]);
            setDone(message);
          }}
        />
      )}
      <SuccessDialog
        open={done !== null}
        message={done ?? ''}
        doneLabel={t('CLOSE')}
        onDone={() => setDone(null)}
      />
    </>
  );
}
