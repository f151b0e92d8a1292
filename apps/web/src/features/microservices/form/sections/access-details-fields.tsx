import { Alert } from '@mui/material';
import { FormFields } from '../../../../components/form-fields';
import { useLabels } from '../../../../lib/labels';
import type { MicroserviceFormValues } from '../form-values';

interface AccessDetailsFieldsProps {
  /** An assigned (ASSIGN) microservice: only the access type can be changed (000 section 2.8). */
  assigned?: boolean;
  disabled?: boolean;
}

/** Access Details: access type (ACCESS_TYPE) and model export URL. */
export function AccessDetailsFields({ assigned = false, disabled }: AccessDetailsFieldsProps) {
  const t = useLabels('MIC_SET');
  return (
    <FormFields<MicroserviceFormValues>
      disabled={disabled}
      fields={[
        { shown: assigned, render: () => <Alert severity="info">{t('ASSIGNED_NOTE')}</Alert> },
        {
          name: 'accessType',
          label: t('ACCESS_TYPE'),
          width: 'half',
          codeList: { code: 'ACCESS_TYPE', none: assigned ? undefined : t('NONE') },
        },
        {
          name: 'modelExport',
          label: t('MODEL_EXPORT'),
          width: 'half',
          placeholder: 'https://',
          shown: !assigned,
        },
      ]}
    />
  );
}
