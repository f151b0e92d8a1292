import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { mayCreateOrganisations, PLAN_TYPES, SUBSCRIPTION_DURATIONS } from '@console/contract';
import { useErrorDialog } from '../../components/crud/error-dialog';
import { FormDialog, FormDialogBody } from '../../components/crud/form-dialog';
import { LoadingOverlay } from '../../components/crud/loading-overlay';
import { FormFields } from '../../components/form-fields';
import { IdSelectField } from '../../components/id-select-field';
import { ApiError } from '../../lib/api-client';
import { useServerErrors } from '../../lib/forms';
import { useLabels } from '../../lib/labels';
import { useMessages } from '../../lib/messages';
import { useCallMutation, useCallQuery } from '../../lib/query';
import {
  EMPTY_KEY_REQUEST,
  GENERATE_KEY_FIELDS,
  generateKeyResolver,
  toKeyRequest,
  type GenerateKeyForm,
} from './generate-key-form';
import { KeySuccessDialog } from './key-success-dialog';
import { thrownMessage } from '../../lib/error-text';

/**
 * 'Generate Key and Create Organization' (001 sections 2.3 and 5): the token generation request, the
 * e-mail checked on blur, a spinner while the key is made, then the key-success dialog; a failure
 * that names no field shows the Error dialog with the server's message.
 */
export function GenerateKeyDialog({ onClose }: { onClose: () => void }) {
  const t = useLabels('SUBSCRIPTION');
  const m = useMessages('SUBSCRIPTION');
  const owners = useCallQuery('owners.list', {});
  const generate = useCallMutation('userSubscriptions.generateKey');
  const [key, setKey] = useState<string | null>(null);
  const failure = useErrorDialog(m('ERROR'), t('OKAY'));
  const form = useForm<GenerateKeyForm>({
    resolver: generateKeyResolver,
    mode: 'onBlur',
    defaultValues: EMPTY_KEY_REQUEST,
  });
  const errors = useServerErrors(form.setError, { fields: GENERATE_KEY_FIELDS, messageOf: m.of });
  const planType = useWatch({ control: form.control, name: 'planType' });
  const submit = form.handleSubmit(async (values) => {
    errors.clear();
    try {
      setKey((await generate.mutateAsync(toKeyRequest(values))).activationKey);
    } catch (error) {
      const placed = error instanceof ApiError && Object.keys(error.fieldErrors).length > 0;
      if (placed) errors.fail(error);
      else failure.show(thrownMessage(error));
    }
  });
  if (key) return <KeySuccessDialog activationKey={key} onDone={onClose} />;
  const creators = (owners.data?.results ?? []).filter((o) => mayCreateOrganisations(o.ownerType));
  const named = planType === 'Named Users';
  return (
    <FormDialog title={t('GENERATE_TITLE')} maxWidth="md" onClose={onClose}>
      <FormDialogBody
        onSubmit={(e) => void submit(e)}
        onCancel={onClose}
        busy={generate.isPending}
        banner={errors.banner}
        cancelLabel={t('CANCEL')}
        submitLabel={t('SUBMIT')}
      >
        <FormFields
          control={form.control}
          disabled={generate.isPending}
          fields={[
            {
              name: 'owner',
              width: 'half',
              render: () => (
                <IdSelectField
                  control={form.control}
                  name="owner"
                  label={t('OWNER')}
                  required
                  options={creators.map((o) => ({ id: o.ownerId, label: o.ownerName }))}
                />
              ),
            },
            { name: 'orgName', label: t('ORG_NAME'), width: 'half', required: true },
            { name: 'email', label: t('EMAIL'), width: 'half', type: 'email', required: true },
            {
              name: 'planDuration',
              label: t('PLAN_DURATION'),
              width: 'half',
              options: SUBSCRIPTION_DURATIONS,
              required: true,
            },
            { name: 'planType', label: t('PLAN_TYPE'), width: 'half', options: PLAN_TYPES, required: true },
            { name: 'noOfUsers', label: t('NO_OF_USERS'), width: 'half', integer: true, required: true },
            named
              ? {
                  name: 'fileSize',
                  label: `${t('TOTAL_STORAGE')} (${t('GB')})`,
                  width: 'half',
                  integer: true,
                  required: true,
                }
              : {
                  name: 'noOfConversation',
                  label: t('NO_OF_CONVERSATION'),
                  width: 'half',
                  integer: true,
                  required: true,
                },
          ]}
        />
      </FormDialogBody>
      <LoadingOverlay open={generate.isPending} label={t('GENERATING')} />
      {failure.dialog}
    </FormDialog>
  );
}
