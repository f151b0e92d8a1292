import { Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  FUNCTION_CODE_DROPPED,
  platformFunctionSaveInput,
  type PlatformFunctionInfo,
  type PlatformFunctionRow,
} from '@console/contract';
import { dateColumn } from '../../components/crud/columns';
import { DetailDialog } from '../../components/crud/detail-dialog';
import { CrudList } from '../../components/crud/crud-list';
import { DetailField } from '../../components/crud/detail-field';
import { ListPage } from '../../components/crud/list-page';
import { RecordFormDialog } from '../../components/crud/record-form-dialog';
import { FormFields } from '../../components/form-fields';
import { useFormatDate } from '../../lib/format';
import { useLabels } from '../../lib/labels';
import { useMessages } from '../../lib/messages';
import { useRecordQuery } from '../../lib/query';

/** /platformFunction: Platform Setting - Functions (001 section 2.7). */
export function PlatformFunctionsPage() {
  const t = useLabels('FUNCTIONS');
  return (
    <ListPage breadcrumb={t('BREADCRUMB')} title={t('HEADING')}>
      <PlatformFunctions />
    </ListPage>
  );
}

/** Name, code, type, description, created by, created date; a row opens its detail, then Edit. */
function PlatformFunctions() {
  const t = useLabels('FUNCTIONS');
  const formatDate = useFormatDate();
  const columns: GridColDef<PlatformFunctionRow>[] = [
    { field: 'name', headerName: t('NAME'), flex: 1.2, minWidth: 160 },
    { field: 'code', headerName: t('CODE'), flex: 1, minWidth: 140 },
    { field: 'typeId', headerName: t('TYPE'), width: 80, sortable: false },
    { field: 'description', headerName: t('DESCRIPTION'), flex: 2, minWidth: 200, sortable: false },
    { field: 'createdBy', headerName: t('CREATED_BY'), flex: 1, minWidth: 160 },
    dateColumn('dateCreated', t('DATE_CREATED'), formatDate),
  ];
  return (
    <CrudList
      call="platformFunctions.list"
      columns={columns}
      t={t}
      add={t('ADD')}
      remove={{ call: 'platformFunctions.delete', invalidates: ['orgFunctions', 'predefinedGroups'] }}
      detail={(opening) => <FunctionDetail {...opening} />}
      form={(id, onClose) => <FunctionFormDialog id={id} onClose={onClose} />}
    />
  );
}

/** The detail: the class of a platform function shows as 'Platform Services' (001 section 2.7). */
function FunctionDetail({ id, onClose, onEdit }: { id: number; onClose: () => void; onEdit: () => void }) {
  const t = useLabels('FUNCTIONS');
  const formatDate = useFormatDate();
  const info = useRecordQuery('platformFunctions.info', id);
  const f = info.data;
  return (
    <DetailDialog
      open
      title={t('FUNCTION')}
      subtitle={f?.name}
      loading={info.isLoading}
      error={info.error}
      labels={{ failed: t('LOAD_FAILED'), loading: t('FUNCTION'), cancel: t('CANCEL'), edit: t('EDIT') }}
      onEdit={f ? onEdit : undefined}
      onClose={onClose}
    >
      {f && (
        <Stack spacing={1.5}>
          <DetailField label={t('NAME')} value={f.name} />
          <DetailField label={t('CODE')} value={f.code} />
          <DetailField label={t('URL_CODE')} value={f.urlCode} />
          <DetailField label={t('CLASS')} value={t('PLATFORM_SERVICES')} />
          <DetailField label={t('TYPE')} value={String(f.typeId)} />
          <DetailField label={t('DESCRIPTION')} value={f.description} />
          <DetailField label={t('CREATED_BY')} value={`${f.createdBy} · ${formatDate(f.dateCreated)}`} />
        </Stack>
      )}
    </DetailDialog>
  );
}

const formSchema = platformFunctionSaveInput.omit({ ownerId: true });
type FunctionFormValues = z.input<typeof formSchema>;
const resolver = zodResolver(formSchema);
const toValues = (f?: PlatformFunctionInfo): FunctionFormValues => ({
  id: f?.id ?? 0,
  name: f?.name ?? '',
  code: f?.code ?? '',
  description: f?.description ?? '',
});
/** 001 section 5: the code keeps letters, digits, space and _ @ . / # & + -, in upper case. */
const functionCodeInput = (text: string) => text.replace(FUNCTION_CODE_DROPPED, '').toUpperCase();

/** Add (id 0: Cancel, Submit) or edit (Cancel, Update): name, code and description required. */
function FunctionFormDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useLabels('FUNCTIONS');
  const m = useMessages('FUNCTIONS');
  const info = useRecordQuery('platformFunctions.info', id);
  const created = id === 0;
  return (
    <RecordFormDialog
      title={created ? t('ADD_FUNCTION') : t('EDIT_FUNCTION')}
      initial={created ? toValues() : info.data ? toValues(info.data) : null}
      loadError={info.error}
      resolver={resolver}
      save="platformFunctions.save"
      invalidates={['orgFunctions', 'predefinedGroups']}
      errors={{ fields: Object.keys(formSchema.shape), messageOf: m.of }}
      labels={{
        cancel: t('CANCEL'),
        submit: created ? t('SUBMIT') : t('UPDATE'),
        done: t('DONE'),
        loading: t('EDIT_FUNCTION'),
      }}
      successMessage={() => m(created ? 'CREATED' : 'UPDATED')}
      onClose={onClose}
    >
      {(form, busy) => (
        <FormFields
          control={form.control}
          disabled={busy}
          fields={[
            { name: 'name', label: t('NAME'), width: 'half', required: true },
            { name: 'code', label: t('CODE'), width: 'half', required: true, filter: functionCodeInput },
            { name: 'description', label: t('DESCRIPTION'), required: true, rows: 3 },
          ]}
        />
      )}
    </RecordFormDialog>
  );
}
