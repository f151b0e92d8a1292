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
import { CrudList } from '../../components/crud/crud-list';
import { RecordFormDialog } from '../../components/crud/record-form-dialog';
import { screenPage } from '../../components/crud/screen-page';
import { useAddEditForm } from '../../components/crud/use-add-edit-form';
import { useFormatDate } from '../../lib/format';
import { useLabels } from '../../lib/labels';
import { useMessages } from '../../lib/messages';

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
      detail={{
        call: 'platformFunctions.info',
        title: t('FUNCTION'),
        subtitle: (f) => f.name,
        fields: (f) => ({
          NAME: f.name,
          CODE: f.code,
          URL_CODE: f.urlCode,
          CLASS: t('PLATFORM_SERVICES'),
          TYPE: f.typeId,
          DESCRIPTION: f.description,
          CREATED_BY: `${f.createdBy} · ${formatDate(f.dateCreated)}`,
        }),
      }}
      form={(id, onClose) => <FunctionFormDialog id={id} onClose={onClose} />}
    />
  );
}

/** /platformFunction: Platform Setting - Functions (001 section 2.7). */
export const PlatformFunctionsPage = screenPage('FUNCTIONS', PlatformFunctions);

const formSchema = platformFunctionSaveInput.omit({ ownerId: true });
type FunctionFormValues = z.input<typeof formSchema>;
const resolver = zodResolver(formSchema);
const FIELDS = Object.keys(formSchema.shape);
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
  const title: [string, string] = [t('ADD_FUNCTION'), t('EDIT_FUNCTION')];
  const { dialog } = useAddEditForm('platformFunctions.info', id, toValues, { t, m, title, fields: FIELDS });
  return (
    <RecordFormDialog
      {...dialog}
      resolver={resolver}
      save="platformFunctions.save"
      invalidates={['orgFunctions', 'predefinedGroups']}
      onClose={onClose}
      fields={() => [
        { name: 'name', label: t('NAME'), width: 'half', required: true },
        { name: 'code', label: t('CODE'), width: 'half', required: true, filter: functionCodeInput },
        { name: 'description', label: t('DESCRIPTION'), required: true, rows: 3 },
      ]}
    />
  );
}
