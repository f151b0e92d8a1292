import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { userSubscriptionSaveInput, type UserSubscriptionInfo } from '@console/contract';
import { RecordFormDialog } from '../../components/crud/record-form-dialog';
import { IdSelectField } from '../../components/id-select-field';
import { useLabels } from '../../lib/labels';
import { useMessages } from '../../lib/messages';
import { useRecordQuery, useScopedQuery } from '../../lib/query';

const formSchema = userSubscriptionSaveInput.omit({ ownerId: true });
type SubscriptionFormValues = z.input<typeof formSchema>;
const resolver = zodResolver(formSchema);

/**
 * The user subscription edit (001 section 2.3): owner, org and plan type are signed into the key and
 * shown as they are; the plan (id and name) is what changes.
 */
export function UserSubscriptionFormDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useLabels('SUBSCRIPTION');
  const m = useMessages('SUBSCRIPTION');
  const info = useRecordQuery('userSubscriptions.info', id);
  const plans = useScopedQuery('subscriptionPlans.list', { pageSize: 100, sortField: 'planName' });
  const s: UserSubscriptionInfo | undefined = info.data;
  const initial: SubscriptionFormValues | null = s ? { id: s.id, planId: s.planId ?? 0 } : null;
  const fixed = (label: string, value: string) => ({
    render: () => <TextField label={label} value={value} fullWidth disabled />,
  });
  return (
    <RecordFormDialog
      title={t('EDIT_USER_SUBSCRIPTION')}
      initial={plans.data ? initial : null}
      loadError={info.error ?? plans.error}
      resolver={resolver}
      save="userSubscriptions.save"
      errors={{ fields: ['planId'], messageOf: m.of }}
      labels={{
        cancel: t('CANCEL'),
        submit: t('UPDATE'),
        done: t('OKAY'),
        loading: t('EDIT_USER_SUBSCRIPTION'),
      }}
      errorDialog={{ title: m('ERROR'), okayLabel: t('OKAY') }}
      successMessage={() => m('SUBSCRIPTION_UPDATED')}
      onClose={onClose}
      fields={() => [
        { ...fixed(t('OWNER'), s?.ownerName ?? ''), width: 'half' },
        { ...fixed(t('ORG'), s?.orgName ?? ''), width: 'half' },
        {
          name: 'planId',
          render: (field) => (
            <IdSelectField
              {...field}
              label={t('PLAN_NAME')}
              required
              options={(plans.data?.rows ?? []).map((p) => ({ id: p.id, label: p.planName }))}
            />
          ),
        },
        { ...fixed(t('PLAN_TYPE'), s?.planType ?? ''), width: 'half' },
        { ...fixed(t('PLAN_DURATION'), s?.planDuration ?? ''), width: 'half' },
      ]}
    />
  );
}
