import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, MenuItem, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { DateField } from '../../../components/date-field';
import { DA_PLAN_TYPES, daSettingsSchema, type DaSettingsInput } from '@console/contract';
import { useServerErrors } from '../../../lib/forms';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { useCallMutation, useScopedQuery } from '../../../lib/query';

const FIELDS = Object.keys(daSettingsSchema.shape);

/** 002 section 3, DA settings: dates, commission (15 % by default), fee, SDK and plan type. */
export function DaSettingsTab({ orgId, editable }: { orgId: number; editable: boolean }) {
  const t = useLabels('ORG_DE');
  const m = useMessages('ORG_DE');
  const settings = useScopedQuery('daSettings.get', { orgId });
  const save = useCallMutation('daSettings.save');
  const form = useForm<DaSettingsInput>({
    resolver: zodResolver(daSettingsSchema) as never,
    mode: 'onChange',
  });
  const errors = useServerErrors(form.setError, { fields: FIELDS });
  useEffect(() => {
    if (settings.data)
      form.reset({
        ...settings.data,
        startDate: settings.data.startDate ?? '',
        endDate: settings.data.endDate ?? '',
        paymentDate: settings.data.paymentDate ?? '',
      });
  }, [settings.data, form]);
  const submit = form.handleSubmit(async (values) => {
    errors.clear();
    try {
      await save.mutateAsync({ ...values, orgId });
      errors.show(null);
    } catch (error) {
      errors.fail(error);
    }
  });
  const e = form.formState.errors;
  const date = (name: 'startDate' | 'endDate' | 'paymentDate', label: string) => (
    <DateField control={form.control} name={name} label={label} disabled={!editable} />
  );
  const text = (name: keyof DaSettingsInput, label: string, type: 'text' | 'number' = 'text') => (
    <TextField
      label={label}
      type={type}
      disabled={!editable}
      error={Boolean(e[name])}
      helperText={e[name]?.message as string | undefined}
      {...form.register(name, type === 'number' ? { valueAsNumber: true } : {})}
    />
  );
  if (!settings.data) return null;
  return (
    <form onSubmit={submit} noValidate>
      {save.isSuccess && !errors.banner && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {m('UPDATED')}
        </Alert>
      )}
      {errors.banner && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.banner}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {text('accountType', t('DA_ACCOUNT_TYPE'))}
        {date('startDate', t('DA_START_DATE'))}
        {date('endDate', t('DA_END_DATE'))}
        {text('minCommissionValue', t('DA_MIN_COMMISSION'), 'number')}
        {text('commissionPercentage', t('DA_COMMISSION'), 'number')}
        {text('feePaid', t('DA_FEE_PAID'), 'number')}
        {date('paymentDate', t('DA_PAYMENT_DATE'))}
        {text('sdkHosting', t('DA_SDK_HOSTING'))}
        {text('sdkEndpoint', t('DA_SDK_ENDPOINT'))}
        <Controller
          control={form.control}
          name="planType"
          render={({ field }) => (
            <TextField
              select
              label={t('DA_PLAN_TYPE')}
              disabled={!editable}
              {...field}
              value={field.value ?? 'DA_PT_BASIC'}
            >
              {DA_PLAN_TYPES.map((p) => (
                <MenuItem key={p} value={p}>
                  {t(p)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {text('memberType', t('DA_MEMBER_TYPE'))}
      </Box>
      {editable && (
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={save.isPending}>
          {t('SAVE')}
        </Button>
      )}
    </form>
  );
}
