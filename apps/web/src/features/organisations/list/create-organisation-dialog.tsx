import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, FormControlLabel, Tab, Tabs, TextField } from '@mui/material';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ORG_MESSAGES, organisationCreateInput, type OrganisationCreateInput } from '@console/contract';
import { FormDialog, FormDialogBody } from '../../../components/crud/form-dialog';
import { TagPicker, type Tag } from '../../../components/tag-picker';
import { SuccessDialog } from '../../../components/crud/success-dialog';
import { ApiError } from '../../../lib/api-client';
import { useServerErrors } from '../../../lib/forms';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { useCallMutation, useScopedQuery } from '../../../lib/query';
import { QuotaMessage } from '../quota-message';
import { CreateFromKey } from './create-from-key';

const FIELDS = ['name', 'clientId', 'rootUserName', 'email', 'description', 'publicKey'] as const;
const EMPTY: OrganisationCreateInput = {
  name: '',
  clientId: '',
  rootUserName: '',
  email: '',
  description: '',
  publicKey: '',
};

/**
 * 002 section 2.9: Create Organization by form (Submit waits for the terms checkbox) or by a
 * subscription token ('Create Organization And Assign Token').
 */
export function CreateOrganisationDialog({ onClose, doneText }: { onClose: () => void; doneText: string }) {
  const t = useLabels('ORG_LIST');
  const k = useLabels('ORG_TOKEN');
  const [byKey, setByKey] = useState(false);
  const m = useMessages('ORG_LIST');
  const limit = useScopedQuery('users.limit', {}, { staleTime: 0 });
  const inUse = useScopedQuery('organisations.emailsInUse', {}, { staleTime: 0 });
  const create = useCallMutation('organisations.create', {
    invalidates: ['users', 'groups', 'orgFunctions'],
  });
  // 002 section 5: groups and functions are optional; the owner's pre-defined groups and functions.
  const predefined = useScopedQuery('groups.predefinedChoices', {}, { enabled: !byKey });
  const functions = useScopedQuery('orgFunctions.choices', {}, { enabled: !byKey });
  const [terms, setTerms] = useState(false);
  const [quota, setQuota] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<OrganisationCreateInput>({
    resolver: zodResolver(organisationCreateInput),
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const errors = useServerErrors(form.setError, { fields: FIELDS, messageOf: m.of });
  const email = (useWatch({ control: form.control, name: 'email' }) ?? '').trim().toLowerCase();
  const emailTaken = Boolean(email && inUse.data?.organisationEmails.includes(email));
  const submit = form.handleSubmit(
    async (values) => {
      errors.clear();
      try {
        await create.mutateAsync(values);
        setDone(true);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'QUOTA_REACHED') setQuota(error.message);
        else errors.fail(error);
      }
    },
    () => errors.show(t('FILL_PROPERLY')),
  );
  const field = (name: (typeof FIELDS)[number], label: string, extra: { multiline?: boolean } = {}) => {
    const message =
      form.formState.errors[name]?.message ??
      (name === 'email' && emailTaken ? ORG_MESSAGES.EMAIL_EXISTS : undefined);
    return (
      <TextField
        label={label}
        required={name !== 'publicKey'}
        fullWidth
        multiline={extra.multiline}
        minRows={extra.multiline ? 3 : undefined}
        error={Boolean(message)}
        helperText={message}
        {...form.register(name)}
      />
    );
  };
  /** Pre-defined groups or functions picked by name, stored as their ids. */
  const picker = (name: 'predefinedGroupIds' | 'functionIds', label: string, options: Tag[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: f }) => (
        <TagPicker
          label={label}
          options={options}
          value={options.filter((o) => f.value?.includes(o.id))}
          onChange={(next) => f.onChange(next.map((o) => o.id))}
          noOptionsText={t('NO_CHOICES')}
        />
      )}
    />
  );
  const reached = quota ?? (limit.data?.reached ? limit.data.message : null);
  if (done) return <SuccessDialog open message={doneText} doneLabel={t('OKAY')} onDone={onClose} />;
  return (
    <FormDialog title={t('DIALOG_TITLE')} onClose={onClose}>
      {!reached && (
        <Tabs
          value={byKey ? 1 : 0}
          onChange={(_e, v: number) => setByKey(v === 1)}
          variant="fullWidth"
          sx={{ '& .MuiTab-root': { textTransform: 'none', minHeight: 56 } }}
        >
          <Tab label={t('BY_FORM')} />
          <Tab label={k('TAB')} wrapped />
        </Tabs>
      )}
      {reached ? (
        <QuotaMessage message={reached} onClose={onClose} />
      ) : byKey ? (
        <CreateFromKey onClose={onClose} />
      ) : (
        <FormDialogBody
          onSubmit={(e) => {
            if (emailTaken) {
              e.preventDefault();
              return;
            }
            void submit(e);
          }}
          onCancel={onClose}
          busy={create.isPending}
          submitDisabled={!terms || emailTaken}
          banner={errors.banner}
          cancelLabel={t('CANCEL')}
          submitLabel={t('SUBMIT')}
        >
          {field('name', t('NAME'))}
          {field('clientId', t('CLIENT_ID'))}
          {field('rootUserName', t('ROOT_USER'))}
          {field('email', t('EMAIL'))}
          {field('description', t('DESCRIPTION'), { multiline: true })}
          {field('publicKey', t('PUBLIC_KEY'), { multiline: true })}
          {picker('predefinedGroupIds', t('PREDEFINED_GROUPS'), predefined.data?.results ?? [])}
          {picker('functionIds', t('FUNCTIONS'), functions.data?.results ?? [])}
          <FormControlLabel
            control={<Checkbox checked={terms} onChange={(e) => setTerms(e.target.checked)} />}
            label={t('TERMS')}
          />
        </FormDialogBody>
      )}
    </FormDialog>
  );
}
