import { Chip, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  predefinedGroupSaveInput,
  type PredefinedGroupInfo,
  type PredefinedGroupRow,
} from '@console/contract';
import { Controller } from 'react-hook-form';
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
import { FunctionPicker } from '../../components/function-picker';

/** /predefined: Platform Setting - Pre-defined Groups (001 section 2.12), the acting owner's. */
export function PredefinedGroupsPage() {
  const t = useLabels('PREDEFINED');
  return (
    <ListPage breadcrumb={t('BREADCRUMB')} title={t('HEADING')}>
      <PredefinedGroups />
    </ListPage>
  );
}

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
      detail={(opening) => <PredefinedDetail {...opening} />}
      form={(id, onClose) => <PredefinedFormDialog id={id} onClose={onClose} />}
    />
  );
}

/** Name, description, the number of attached functions and their names; Edit leads to the form. */
function PredefinedDetail({ id, onClose, onEdit }: { id: number; onClose: () => void; onEdit: () => void }) {
  const t = useLabels('PREDEFINED');
  const info = useRecordQuery('predefinedGroups.info', id);
  const g = info.data;
  return (
    <DetailDialog
      open
      title={t('GROUP')}
      subtitle={g?.name}
      loading={info.isLoading}
      error={info.error}
      labels={{ failed: t('LOAD_FAILED'), loading: t('GROUP'), cancel: t('CANCEL'), edit: t('EDIT') }}
      onEdit={g ? onEdit : undefined}
      onClose={onClose}
    >
      {g && (
        <Stack spacing={1.5}>
          <DetailField label={t('NAME')} value={g.name} />
          <DetailField label={t('DESCRIPTION')} value={g.description} />
          <DetailField label={t('FUNCTION_COUNT')} value={String(g.functionCount)} />
          <div>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('FUNCTIONS')}
            </Typography>
            {g.functions.length ? (
              <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ mt: 0.5 }}>
                {g.functions.map((f) => (
                  <Chip key={f.id} size="small" label={f.name} />
                ))}
              </Stack>
            ) : (
              <Typography>{t('NO_FUNCTIONS')}</Typography>
            )}
          </div>
        </Stack>
      )}
    </DetailDialog>
  );
}

const formSchema = predefinedGroupSaveInput.omit({ ownerId: true });
type PredefinedFormValues = z.input<typeof formSchema>;
const resolver = zodResolver(formSchema);
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
  const info = useRecordQuery('predefinedGroups.info', id);
  const created = id === 0;
  return (
    <RecordFormDialog
      title={created ? t('ADD_GROUP') : t('EDIT_GROUP')}
      initial={created ? toValues() : info.data ? toValues(info.data) : null}
      loadError={info.error}
      resolver={resolver}
      save="predefinedGroups.save"
      invalidates={['groups']}
      errors={{ fields: Object.keys(formSchema.shape), messageOf: m.of }}
      labels={{
        cancel: t('CANCEL'),
        submit: created ? t('SUBMIT') : t('UPDATE'),
        done: t('DONE'),
        loading: t('EDIT_GROUP'),
      }}
      successMessage={() => m(created ? 'CREATED' : 'UPDATED')}
      onClose={onClose}
    >
      {(form, busy) => (
        <FormFields
          control={form.control}
          disabled={busy}
          fields={[
            { name: 'name', label: t('NAME'), required: true },
            { name: 'description', label: t('DESCRIPTION'), rows: 2 },
            {
              name: 'functionIds',
              render: () => (
                <Controller
                  control={form.control}
                  name="functionIds"
                  render={({ field }) => (
                    <FunctionPicker
                      call="predefinedGroups.functions"
                      label={t('PICK_FUNCTION')}
                      noOptionsText={t('NO_FUNCTIONS')}
                      initial={info.data?.functions ?? []}
                      value={field.value ?? []}
                      onChange={field.onChange}
                      disabled={busy}
                    />
                  )}
                />
              ),
            },
          ]}
        />
      )}
    </RecordFormDialog>
  );
}
