import { Alert, Grid } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { FormTextField } from '../../../../components/form-text-field';
import { useLabels } from '../../../../lib/labels';
import { CodeSelectField } from '../fields/code-select-field';
import type { MicroserviceFormValues } from '../form-values';

interface AccessDetailsFieldsProps {
  /** An assigned (ASSIGN) microservice: only the access type can be changed (000 section 2.8). */
  assigned?: boolean;
  disabled?: boolean;
}

/** Access Details: access type (ACCESS_TYPE) and model export URL. */
export function AccessDetailsFields({ assigned = false, disabled }: AccessDetailsFieldsProps) {
  const t = useLabels('MIC_SET');
  const { control } = useFormContext<MicroserviceFormValues>();
  return (
    <Grid container spacing={2}>
      {assigned && (
        <Grid size={12}>
          <Alert severity="info">{t('ASSIGNED_NOTE')}</Alert>
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <CodeSelectField
          control={control}
          name="accessType"
          label={t('ACCESS_TYPE')}
          codeList="ACCESS_TYPE"
          noneLabel={assigned ? undefined : t('NONE')}
          disabled={disabled}
        />
      </Grid>
      {!assigned && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="modelExport"
            label={t('MODEL_EXPORT')}
            placeholder="https://"
            fullWidth
            disabled={disabled}
          />
        </Grid>
      )}
    </Grid>
  );
}
