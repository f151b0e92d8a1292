import type { ReactNode } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { ENDPOINT_TYPES, type EndpointType } from '@console/contract';
import { useLabels } from '../../../../lib/labels';
import type { DraftErrors, RequestTypeDraft } from './request-type-draft';

interface RequestTypeInputsProps {
  draft: RequestTypeDraft;
  errors: DraftErrors;
  onChange: (draft: RequestTypeDraft) => void;
  disabled?: boolean;
  /** The buttons after the inputs (Add, or save and cancel of an edited row). */
  children: ReactNode;
}

const digits = (raw: string) => raw.replace(/\D/g, '').slice(0, 5);

/** The inputs of one request type: type, version (major, minor, patch: digits only) and both URLs. */
export function RequestTypeInputs({ draft, errors, onChange, disabled, children }: RequestTypeInputsProps) {
  const t = useLabels('MIC_SET');
  const set = (patch: Partial<RequestTypeDraft>) => onChange({ ...draft, ...patch });
  const part = (key: 'major' | 'minor' | 'patch', label: string) => (
    <TextField
      size="small"
      label={label}
      value={draft[key]}
      onChange={(e) => set({ [key]: digits(e.target.value) })}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      disabled={disabled}
      sx={{ width: 76, flexShrink: 0 }}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', width: '100%' }}>
      <TextField
        select
        size="small"
        label={t('REQUEST_TYPE')}
        value={draft.type}
        onChange={(e) => set({ type: e.target.value as EndpointType })}
        error={Boolean(errors.type)}
        helperText={errors.type}
        disabled={disabled}
        sx={{ width: 150, flexShrink: 0 }}
      >
        {ENDPOINT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {type}
          </MenuItem>
        ))}
      </TextField>
      {part('major', t('MAJOR'))}
      {part('minor', t('MINOR'))}
      {part('patch', t('PATCH'))}
      <TextField
        size="small"
        label={t('YAML_URL')}
        value={draft.yamlUrl}
        onChange={(e) => set({ yamlUrl: e.target.value })}
        error={Boolean(errors.yamlUrl)}
        helperText={errors.yamlUrl}
        disabled={disabled}
        placeholder="https://"
        sx={{ flex: 1, minWidth: 0 }}
      />
      <TextField
        size="small"
        label={t('DOCS_URL')}
        value={draft.docsUrl}
        onChange={(e) => set({ docsUrl: e.target.value })}
        error={Boolean(errors.docsUrl)}
        helperText={errors.docsUrl}
        disabled={disabled}
        placeholder="https://"
        sx={{ flex: 1, minWidth: 0 }}
      />
      <Stack direction="row" spacing={0.5} sx={{ pt: 0.25, flexShrink: 0 }}>
        {children}
      </Stack>
    </Stack>
  );
}
