import { useState } from 'react';
import { Grid, IconButton, InputAdornment } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { INSTALLATION_TYPES, PLAN_DURATIONS, PLAN_TYPES } from '@console/contract';
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
  const half = { xs: 12, sm: 6 };
  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="ownerName"
          label={t('OWNER_NAME')}
          required
          fullWidth
          autoFocus
        />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="orgName" label={t('ORG_NAME')} required fullWidth />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="clientId" label={t('CLIENT_ID')} fullWidth />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="email" label={t('EMAIL')} type="email" required fullWidth />
      </Grid>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="adminUserName"
          label={t('ADMIN_USER')}
          required
          fullWidth
          autoComplete="off"
        />
      </Grid>
      <Grid size={half}>
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
      </Grid>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="installationType"
          label={t('INSTALLATION_TYPE')}
          options={INSTALLATION_TYPES}
          required
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="clusterId" label={t('CLUSTER_ID')} required fullWidth />
      </Grid>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="planDuration"
          label={t('PLAN_DURATION')}
          options={PLAN_DURATIONS}
          required
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="planType"
          label={t('PLAN_TYPE')}
          options={PLAN_TYPES}
          required
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="noOfUsers"
          label={t('NO_OF_USERS')}
          integer
          required
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        {planType === 'Named Users' ? (
          <FormTextField
            control={control}
            name="fileSize"
            label={t('TOTAL_STORAGE')}
            integer
            required
            fullWidth
          />
        ) : (
          <FormTextField
            control={control}
            name="noOfConversation"
            label={t('NO_OF_CONVERSATIONS')}
            integer
            required
            fullWidth
          />
        )}
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="desc"
          label={t('DESCRIPTION')}
          required
          fullWidth
          multiline
          minRows={2}
        />
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="functionIds"
          render={({ field }) => (
            <MicroservicePicker value={field.value} onChange={field.onChange} enabled={open} />
          )}
        />
      </Grid>
    </Grid>
  );
}
