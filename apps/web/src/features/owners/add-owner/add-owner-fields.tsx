import { useState } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { INSTALLATION_TYPES, PLAN_DURATIONS, PLAN_TYPES } from '@console/contract';
import { FormFields } from '../../../components/form-fields';
import { FormTextField } from '../../../components/form-text-field';
import { useLabels } from '../../../lib/labels';
import type { AddOwnerForm } from './add-owner-form';
import { MicroservicePicker } from './microservice-picker';

/** The fields of 001 section 2.6; storage shows for Named Users, conversations for Conversation. */
export function AddOwnerFields({ form, open }: { form: UseFormReturn<AddOwnerForm>; open: boolean }) {
  const t = useLabels('OWN_LIST');
  const { control } = form;
  const planType = useWatch({ control, name: 'planType' });
  const [showPassword, setShowPassword] = useState(false);
  const password = () => (
    <FormTextField
      control={control}
      name="adminPassword"
      label={t('ADMIN_PASSWORD')}
      type={showPassword ? 'text' : 'password'}
      required
      fullWidth
      autoComplete="new-password"
      helperText={t('PASSWORD_HINT')}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                onClick={() => setShowPassword((s) => !s)}
                edge="end"
              >
                {showPassword ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
  const named = planType === 'Named Users';
  return (
    <FormFields
      control={control}
      fields={[
        { name: 'ownerName', label: t('OWNER_NAME'), width: 'half', required: true, autoFocus: true },
        { name: 'orgName', label: t('ORG_NAME'), width: 'half', required: true },
        { name: 'clientId', label: t('CLIENT_ID'), width: 'half' },
        { name: 'email', label: t('EMAIL'), width: 'half', type: 'email', required: true },
        { name: 'adminUserName', label: t('ADMIN_USER'), width: 'half', required: true, autoComplete: 'off' },
        { name: 'adminPassword', width: 'half', render: password },
        {
          name: 'installationType',
          label: t('INSTALLATION_TYPE'),
          width: 'half',
          options: INSTALLATION_TYPES,
          required: true,
        },
        { name: 'clusterId', label: t('CLUSTER_ID'), width: 'half', required: true },
        {
          name: 'planDuration',
          label: t('PLAN_DURATION'),
          width: 'half',
          options: PLAN_DURATIONS,
          required: true,
        },
        { name: 'planType', label: t('PLAN_TYPE'), width: 'half', options: PLAN_TYPES, required: true },
        { name: 'noOfUsers', label: t('NO_OF_USERS'), width: 'half', integer: true, required: true },
        named
          ? { name: 'fileSize', label: t('TOTAL_STORAGE'), width: 'half', integer: true, required: true }
          : {
              name: 'noOfConversation',
              label: t('NO_OF_CONVERSATIONS'),
              width: 'half',
              integer: true,
              required: true,
            },
        { name: 'desc', label: t('DESCRIPTION'), required: true, rows: 2 },
        {
          name: 'functionIds',
          render: () => (
            <Controller
              control={control}
              name="functionIds"
              render={({ field }) => (
                <MicroservicePicker value={field.value} onChange={field.onChange} enabled={open} />
              )}
            />
          ),
        },
      ]}
    />
  );
}
