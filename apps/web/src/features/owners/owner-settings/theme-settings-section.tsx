import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useCodeList } from '../../../lib/code-lists';
import { useLabels } from '../../../lib/labels';
import { useThemeForm } from './theme-form';
import { ThemeGrid, ThemeSection } from './theme-section';

/** Two fields a row from a small screen on. */
const TWO_COLUMNS = { xs: '1fr', sm: '1fr 1fr' };

/** Domain name for everyone; the PM-only settings (owner-drop mode) for platform staff. */
export function ThemeSettingsSection({
  showPmFields,
  disabled,
}: {
  showPmFields: boolean;
  disabled?: boolean;
}) {
  const t = useLabels('OWNER_SET');
  const { register, control, formState } = useThemeForm();
  const { errors } = formState;
  const text = (
    name: 'domainName' | 'email' | 'ownerIndex' | 'nodeRedUrl' | 'ownerBucket',
    label: string,
  ) => (
    <TextField
      label={label}
      size="small"
      fullWidth
      disabled={disabled}
      {...register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
    />
  );
  /** A whole number, or empty for none (null). */
  const count = (name: 'userQuota' | 'apiKeyMaxDays', label: string, hint?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          size="small"
          fullWidth
          disabled={disabled}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(e) => {
            const digits = e.target.value.replace(/\D/g, '').slice(0, 9);
            field.onChange(digits === '' ? null : Number(digits));
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
        />
      )}
    />
  );
  return (
    <ThemeSection name="settings" title={t('GENERAL')}>
      <ThemeGrid columns={TWO_COLUMNS}>
        {text('domainName', t('DOMAIN_NAME'))}
        {count('apiKeyMaxDays', t('API_KEY_MAX_DAYS'), t('API_KEY_MAX_DAYS_HINT'))}
      </ThemeGrid>
      {showPmFields && (
        <Box sx={{ mt: 3 }} role="group" aria-labelledby="theme-pm-heading">
          <Typography id="theme-pm-heading" variant="subtitle1" sx={{ mb: 1.5, fontWeight: 600 }}>
            {t('OWNER_DROP')}
          </Typography>
          <ThemeGrid columns={TWO_COLUMNS}>
            {text('email', t('EMAIL'))}
            <Controller
              control={control}
              name="redisCloud"
              render={({ field, fieldState }) => (
                <RedisCloudSelect
                  label={t('REDIS_CLOUD')}
                  noneLabel={t('NONE')}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  disabled={disabled}
                />
              )}
            />
            {count('userQuota', t('USER_QUOTA'))}
            {text('ownerIndex', t('OWNER_INDEX'))}
            {text('nodeRedUrl', t('NODE_RED_URL'))}
            {text('ownerBucket', t('OWNER_BUCKET'))}
          </ThemeGrid>
        </Box>
      )}
    </ThemeSection>
  );
}

interface RedisCloudSelectProps {
  label: string;
  noneLabel: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** Redis cloud, from code list CLOUD_PROVIDER; a stored value missing from the list stays choosable. */
function RedisCloudSelect({ label, noneLabel, value, onChange, error, disabled }: RedisCloudSelectProps) {
  const { options } = useCodeList('CLOUD_PROVIDER');
  const known = options.some((o) => o.code === value);
  return (
    <TextField
      select
      label={label}
      size="small"
      fullWidth
      disabled={disabled}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
    >
      <MenuItem value="">
        <em>{noneLabel}</em>
      </MenuItem>
      {value && !known && <MenuItem value={value}>{value}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.code} value={o.code}>
          {o.value}
        </MenuItem>
      ))}
    </TextField>
  );
}
