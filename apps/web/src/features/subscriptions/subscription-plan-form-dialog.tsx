import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { subscriptionPlanSaveInput, type SubscriptionPlanRow } from '@console/contract';
import { RecordFormDialog } from '../../components/crud/record-form-dialog';
import { useAddEditForm } from '../../components/crud/use-add-edit-form';
import { formValues } from '../../lib/forms';
import { useLabels } from '../../lib/labels';
import { useMessages } from '../../lib/messages';

const formSchema = subscriptionPlanSaveInput.omit({ ownerId: true });
type PlanFormValues = z.input<typeof formSchema>;
const resolver = zodResolver(formSchema);

const toValues = (p?: SubscriptionPlanRow): PlanFormValues =>
  formValues(p, {
    id: 0,
    planName: '',
    noOfUsers: '',
    fileSize: '',
    price: '',
    description: '',
    details: '',
  });

/** Add Subscription (Cancel, Submit) or edit a plan (Cancel, Update); then the spec's success texts. */
export function SubscriptionPlanFormDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useLabels('SUBSCRIPTION');
  const m = useMessages('SUBSCRIPTION');
  const { created, dialog } = useAddEditForm('subscriptionPlans.info', id, toValues, {
    t,
    m,
    title: [t('ADD_PLAN'), t('EDIT_PLAN')],
    fields: Object.keys(formSchema.shape),
    done: t('OKAY'),
    success: [m('PLAN_ADDED_TEXT'), m('PLAN_UPDATED_TEXT')],
  });
  return (
    <RecordFormDialog
      {...dialog}
      resolver={resolver}
      save="subscriptionPlans.save"
      errorDialog={{ title: m('ERROR'), okayLabel: t('OKAY') }}
      successTitle={() => m(created ? 'PLAN_ADDED' : 'PLAN_UPDATED')}
      onClose={onClose}
      fields={() => [
        { name: 'planName', label: t('PLAN_NAME'), required: true },
        { name: 'noOfUsers', label: t('NO_OF_USERS'), width: 'half', required: true, integer: true },
        {
          name: 'fileSize',
          label: `${t('FILE_SIZE')} (${t('GB')})`,
          width: 'half',
          required: true,
          integer: true,
        },
        { name: 'price', label: t('PRICE'), required: true },
        { name: 'description', label: t('DESCRIPTION'), required: true, rows: 2 },
        { name: 'details', label: t('DETAILS'), required: true, rows: 3 },
      ]}
    />
  );
}
