import type { ChangeEvent, ReactNode } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { ENDPOINT_TYPES } from '@console/contract';
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
  /** What every input of the row shares: small, showing `key` of the draft (as `clean` keeps it) and its error. */
  const bind = (key: keyof RequestTypeDraft, label: string, clean = (raw: string) => raw) => ({
    size: 'small' as const,
    label,
    value: draft[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ ...draft, [key]: clean(e.target.value) }),
    error: Boolean(errors[key]),
    helperText: errors[key],
    disabled,
  });
  const part = (key: 'major' | 'minor' | 'patch', label: string) => (
    <TextField
      {...bind(key, label, digits)}
      sx={{ width: 76, flexShrink: 0 }}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
  const url = (key: 'yamlUrl' | 'docsUrl', label: string) => (
    <TextField {...bind(key, label)} placeholder="https://" sx={{ flex: 1, minWidth: 0 }} />
  );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', width: '100%' }}>
      <TextField select {...bind('type', t('REQUEST_TYPE'))} sx={{ width: 150, flexShrink: 0 }}>
        {ENDPOINT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {type}
          </MenuItem>
        ))}
      </TextField>
      {part('major', t('MAJOR'))}
      {part('minor', t('MINOR'))}
      {part('patch', t('PATCH'))}
      {url('yamlUrl', t('YAML_URL'))}
      {url('docsUrl', t('DOCS_URL'))}
      <Stack direction="row" spacing={0.5} sx={{ pt: 0.25, flexShrink: 0 }}>
        {children}
      </Stack>
    </Stack>
  );
}
