import { Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  predefinedGroupSaveInput,
  type PredefinedGroupInfo,
  type PredefinedGroupRow,
} from '@console/contract';
import { dateColumn } from '../../components/crud/columns';
import { CrudList } from '../../components/crud/crud-list';
import { RecordFormDialog } from '../../components/crud/record-form-dialog';
import { screenPage } from '../../components/crud/screen-page';
import { useAddEditForm } from '../../components/crud/use-add-edit-form';
import { useFormatDate } from '../../lib/format';
import { useLabels } from '../../lib/labels';
import { useMessages } from '../../lib/messages';
import { ChipList } from '../../components/chip-list';
import { FunctionPicker } from '../../components/function-picker';

/** Name, description, date updated; multi-select, Add, Delete with a selection, the count chip. */
function PredefinedGroups() {
  const t = useLabels('PREDEFINED');
  const formatDate = useFormatDate();
  const columns: GridColDef<PredefinedGroupRow>[] = [
    { field: 'name', headerName: t('NAME'), flex: 1, minWidth: 160 },
    { field: 'description', headerName: t('DESCRIPTION'), flex: 2, minWidth: 220, sortable: false },
    dateColumn('dateUpdated', t('DATE_UPDATED'), formatDate),
  ];
  return (
    <CrudList
      call="predefinedGroups.list"
      columns={columns}
      t={t}
      add={t('ADD')}
      remove={{ call: 'predefinedGroups.delete', invalidates: ['groups'] }}
      detail={{
        call: 'predefinedGroups.info',
        title: t('GROUP'),
        subtitle: (g) => g.name,
        fields: (g) => ({
          NAME: g.name,
          DESCRIPTION: g.description,
          FUNCTION_COUNT: g.functionCount,
          FUNCTIONS: g.functions.length ? (
            <ChipList
              items={g.functions.map((f) => ({ key: f.id, label: f.name }))}
              size="small"
              sx={{ mt: 0.5 }}
            />
          ) : (
            <Typography>{t('NO_FUNCTIONS')}</Typography>
          ),
        }),
      }}
      form={(id, onClose) => <PredefinedFormDialog id={id} onClose={onClose} />}
    />
  );
}

/** /predefined: Platform Setting - Pre-defined Groups (001 section 2.12), the acting owner's. */
export const PredefinedGroupsPage = screenPage('PREDEFINED', PredefinedGroups);

const formSchema = predefinedGroupSaveInput.omit({ ownerId: true });
type PredefinedFormValues = z.input<typeof formSchema>;
const resolver = zodResolver(formSchema);
const FIELDS = Object.keys(formSchema.shape);
const toValues = (g?: PredefinedGroupInfo): PredefinedFormValues => ({
  id: g?.id ?? 0,
  name: g?.name ?? '',
  description: g?.description ?? '',
  functionIds: g?.functions.map((f) => f.id) ?? [],
});

/** Add or edit: name (required, PRE_NAME_VAL), description, the functions as removable chips. */
function PredefinedFormDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useLabels('PREDEFINED');
  const m = useMessages('PREDEFINED');
  const title: [string, string] = [t('ADD_GROUP'), t('EDIT_GROUP')];
  const { record, dialog } = useAddEditForm('predefinedGroups.info', id, toValues, {
    t,
    m,
    title,
    fields: FIELDS,
  });
  return (
    <RecordFormDialog
      {...dialog}
      resolver={resolver}
      save="predefinedGroups.save"
      invalidates={['groups']}
      onClose={onClose}
      fields={() => [
        { name: 'name', label: t('NAME'), required: true },
        { name: 'description', label: t('DESCRIPTION'), rows: 2 },
        {
          name: 'functionIds',
          render: (field) => (
            <FunctionPicker
              {...field}
              call="predefinedGroups.functions"
              label={t('PICK_FUNCTION')}
              noOptionsText={t('NO_FUNCTIONS')}
              initial={record?.functions ?? []}
            />
          ),
        },
      ]}
    />
  );
}
