import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { groupSaveInput } from '@console/contract';
import { RecordFormDialog } from '../../../components/crud/record-form-dialog';
import { useFormField, type BoundField } from '../../../components/use-form-field';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { FunctionChoicePicker } from '../functions/function-choice-picker';

const formSchema = groupSaveInput.omit({ ownerId: true, memberIds: true });
type GroupFormValues = z.input<typeof formSchema>;
const resolver = zodResolver(formSchema);

/**
 * 002 section 2.12, create group (mode ADD): name ('Required.', 'Max 20 characters'), description, the
 * organisation's functions from a searchable list with the type filter; GROUP_EXIST 'Group name exist!'.
 */
export function CreateGroupDialog({ orgId, onClose }: { orgId: number; onClose: () => void }) {
  const t = useLabels('ORG_GROUPS');
  const m = useMessages('ORG_GROUPS');
  return (
    <RecordFormDialog
      title={t('CREATE_GROUP')}
      initial={{ id: 0, orgId, name: '', description: '', functionIds: [] } satisfies GroupFormValues}
      resolver={resolver}
      save="groups.save"
      invalidates={['users']}
      errors={{ fields: Object.keys(formSchema.shape), messageOf: m.of }}
      labels={{ cancel: t('CANCEL'), submit: t('CREATE'), done: t('CLOSE'), loading: t('CREATE_GROUP') }}
      successMessage={() => m('CREATED')}
      onClose={onClose}
      fields={() => [
        { name: 'name', label: t('GROUP_NAME'), required: true },
        { name: 'description', label: t('DESCRIPTION'), rows: 2 },
        { name: 'functionIds', render: (field) => <OrgFunctionPicker {...field} orgId={orgId} /> },
      ]}
    />
  );
}

/** The group's functions (`name`, their ids), picked from the organisation's by name and type. */
function OrgFunctionPicker(props: BoundField & { orgId: number }) {
  const t = useLabels('ORG_GROUPS');
  const { field } = useFormField(props);
  return (
    <FunctionChoicePicker
      call="groups.choices"
      orgId={props.orgId}
      label={t('ADD_FUNCTION')}
      noOptionsText={t('NO_FUNCTIONS')}
      disabled={props.disabled}
      onChange={field.onChange}
    />
  );
}
