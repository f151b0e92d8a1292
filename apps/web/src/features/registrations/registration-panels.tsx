import { Alert, Box, Button, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useWatch } from 'react-hook-form';
import {
  ARCHIVE_EXTENSIONS,
  DEPLOYMENT_TYPES,
  DOCS_EXTENSIONS,
  GPU_CHOICES,
  RESULT_TYPES,
  VERSION_TYPES,
  type EnvVariable,
} from '@console/contract';
import { FormFields } from '../../components/form-fields';
import { KeyValueEditor } from '../../components/key-value-editor';
import { useFormField } from '../../components/use-form-field';
import { useLabels } from '../../lib/labels';
import { endpointFrom, type RegistrationForm } from './registration-form';

/** A resource (CPU, memory): a required decimal a third wide, keeping digits, point and minus as typed. */
const RESOURCE = {
  required: true,
  width: 'third',
  decimal: true,
  filter: (s: string) => s.replace(/[^0-9.-]/g, ''),
} as const;
/** A port, a version part: digits only. */
const digits = (s: string) => s.replace(/\D/g, '');

interface PanelProps {
  reg: RegistrationForm;
  disabled?: boolean;
}

/** Step 1, Microservice Details: name, type, description, CPU, memory, GPU, port, environment variables. */
export function DetailsPanel({
  reg,
  disabled,
  limits,
}: PanelProps & { limits?: { cpu: number; memory: number } }) {
  const t = useLabels('REG_MS');
  const { control } = reg.form;
  const { field: env, error: envError } = useFormField({ control, name: 'envVariables' });
  return (
    <Stack spacing={2}>
      <FormFields
        control={control}
        disabled={disabled}
        fields={[
          { name: 'name', label: t('NAME'), required: true, width: 'half' },
          {
            name: 'deploymentType',
            label: t('DEPLOYMENT_TYPE'),
            required: true,
            width: 'half',
            options: DEPLOYMENT_TYPES,
          },
          { name: 'description', label: t('DESCRIPTION'), required: true, rows: 2 },
          {
            name: 'resourceCpu',
            label: t('CPU'),
            ...RESOURCE,
            helperText: limits ? t('LIMIT_HINT', { cpu: limits.cpu, memory: limits.memory }) : undefined,
          },
          { name: 'resourceMemory', label: t('MEMORY'), ...RESOURCE },
          { name: 'enableGpu', label: t('GPU'), required: true, width: 'third', options: GPU_CHOICES },
          { name: 'modelImagePort', label: t('PORT'), required: true, width: 'third', filter: digits },
        ]}
      />
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t('ENV_VARIABLES')}
        </Typography>
        <KeyValueEditor<EnvVariable>
          value={env.value ?? []}
          onChange={env.onChange}
          keyOf={(e) => e.key}
          valueOf={(e) => e.value}
          create={(key, value) => ({ key, value })}
          labels={{
            title: t('ENV_VARIABLES'),
            name: t('ENV_KEY'),
            value: t('ENV_VALUE'),
            add: t('ADD_ENV'),
            delete: t('REMOVE_ENV'),
            nameTaken: t('ENV_KEY_UNIQUE'),
          }}
          error={envError}
          disabled={disabled}
        />
      </Box>
    </Stack>
  );
}

/**
 * Step 2, API Details: code, result type, version, and the endpoint built from them (Create End Point);
 * once a check found the endpoint missing (`endpointMissing`), ENDPOINT_REQ below while it still is.
 */
export function ApiPanel({
  reg,
  disabled,
  teamspaceCode,
  locked,
  endpointMissing,
}: PanelProps & { teamspaceCode: string; locked: boolean; endpointMissing: boolean }) {
  const t = useLabels('REG_MS');
  const { control } = reg.form;
  const values = useWatch({ control });
  const built = endpointFrom(values, teamspaceCode);
  // Code, result type and major version are locked once saved (002 section 5): shown, not editable.
  const lock = (name: 'code' | 'resultType' | 'major', label: string) =>
    locked ? { render: lockedField(label, String(values[name] ?? '')) } : {};
  return (
    <>
      <Stack spacing={2}>
        <FormFields
          control={control}
          disabled={disabled}
          fields={[
            { name: 'code', label: t('CODE'), required: true, width: 'half', ...lock('code', t('CODE')) },
            {
              name: 'resultType',
              label: t('RESULT_TYPE'),
              required: true,
              width: 'half',
              options: RESULT_TYPES,
              ...lock('resultType', t('RESULT_TYPE')),
            },
            {
              name: 'major',
              label: t('MAJOR'),
              required: true,
              width: 'third',
              filter: digits,
              ...lock('major', t('MAJOR')),
            },
            { name: 'minor', label: t('MINOR'), required: true, width: 'third', filter: digits },
            { name: 'patch', label: t('PATCH'), required: true, width: 'third', filter: digits },
            { name: 'versionType', label: t('VERSION_TYPE'), width: 'half', options: VERSION_TYPES },
          ]}
        />
        <TextField
          label={t('TEAMSPACE_CODE')}
          value={teamspaceCode}
          slotProps={{ input: { readOnly: true } }}
          size="small"
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            label={t('END_POINT')}
            value={reg.endpoint}
            required
            fullWidth
            slotProps={{ input: { readOnly: true } }}
            error={reg.endpoint === '' && reg.form.formState.submitCount > 0}
          />
          <Button
            variant="outlined"
            disabled={disabled || built === null}
            onClick={() => built && reg.setEndpoint(built)}
            sx={{ flexShrink: 0 }}
          >
            {t('CREATE_ENDPOINT')}
          </Button>
        </Stack>
      </Stack>
      {endpointMissing && reg.endpoint === '' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('ENDPOINT_REQ')}
        </Alert>
      )}
    </>
  );
}

/** A field locked once saved (002 section 5): shown, not editable. */
const lockedField = (label: string, value: string) => () => (
  <TextField label={label} value={value} fullWidth disabled slotProps={{ input: { readOnly: true } }} />
);

/** Step 3, Documentation Details: the model archive and the docs YAML, uploaded at Save. */
export function DocsPanel({
  reg,
  disabled,
  names,
}: PanelProps & { names?: { model: string; docs: string } }) {
  const t = useLabels('REG_MS');
  const errors = reg.form.formState.errors;
  const picks = [
    {
      file: 'model',
      field: 'modelImageUrl',
      label: t('MODEL_FILE'),
      accept: ARCHIVE_EXTENSIONS,
      current: names?.model,
    },
    {
      file: 'docs',
      field: 'docsYamlUrl',
      label: t('DOCS_YAML'),
      accept: DOCS_EXTENSIONS,
      current: names?.docs,
    },
  ] as const;
  return (
    <Stack spacing={3}>
      {picks.map((p) => (
        <FilePick
          key={p.file}
          label={p.label}
          choose={t('CHOOSE_FILE')}
          accept={p.accept.join(',')}
          file={reg.files[p.file]}
          current={p.current}
          error={errors[p.field]?.message}
          disabled={disabled}
          onPick={(picked) => {
            reg.setFiles((f) => ({ ...f, [p.file]: picked }));
            reg.form.clearErrors(p.field);
          }}
        />
      ))}
    </Stack>
  );
}

function FilePick(props: {
  label: string;
  choose: string;
  accept: string;
  file: File | null;
  current?: string;
  error?: string;
  disabled?: boolean;
  onPick: (file: File | null) => void;
}) {
  const shown = props.file?.name ?? props.current ?? '';
  return (
    <Box>
      <Typography variant="subtitle2" component="p">
        {props.label} *
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1, minWidth: 0 }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={props.disabled}>
          {props.choose}
          <input
            hidden
            type="file"
            aria-label={props.label}
            accept={props.accept}
            onChange={(e) => props.onPick(e.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {shown}
        </Typography>
      </Stack>
      {props.error && <FormHelperText error>{props.error}</FormHelperText>}
    </Box>
  );
}
