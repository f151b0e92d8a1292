import { useState } from 'react';
import { Button, FormHelperText, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { get, useController, useFormContext } from 'react-hook-form';
import type { RequestTypeInput } from '@console/contract';
import { useLabels } from '../../../../lib/labels';
import type { MicroserviceFormValues } from '../form-values';
import { syncPricing } from '../pricing/sync-pricing';
import {
  EMPTY_DRAFT,
  isDraftComplete,
  parseDraft,
  type DraftErrors,
} from '../request-types/request-type-draft';
import { RequestTypeInputs } from '../request-types/request-type-inputs';
import { RequestTypeTable } from '../request-types/request-type-table';

/**
 * Microservice Type: the request types (at least one; type and version unique). Adding or removing
 * one keeps a pricing entry for each endpoint type in use.
 */
export function RequestTypesFields({ disabled }: { disabled?: boolean }) {
  const t = useLabels('MIC_SET');
  const { control, getValues, setValue, formState } = useFormContext<MicroserviceFormValues>();
  const { field, fieldState } = useController({ control, name: 'requestTypes' });
  const rows = field.value;
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [draftErrors, setDraftErrors] = useState<DraftErrors>({});
  const [editingRow, setEditingRow] = useState(false);

  const change = (next: RequestTypeInput[]) => {
    field.onChange(next);
    setValue('pricing', syncPricing(next, getValues('pricing')), { shouldDirty: true });
  };
  const add = () => {
    const parsed = parseDraft(draft, rows, { unique: t('TYPE_VERSION_UNIQUE'), badUrl: t('URL_INVALID') });
    if ('errors' in parsed) return setDraftErrors(parsed.errors);
    change([...rows, parsed.row]);
    setDraft(EMPTY_DRAFT);
  };
  const rowError = (index: number): string | undefined => {
    const error = get(formState.errors, `requestTypes.${index}`) as
      Record<string, { message?: string }> | undefined;
    return error ? Object.values(error).find((e) => e?.message)?.message : undefined;
  };
  const listError =
    fieldState.error?.message ??
    (get(formState.errors, 'requestTypes.root') as { message?: string } | undefined)?.message;

  return (
    <Stack spacing={2}>
      <RequestTypeTable
        rows={rows}
        onChange={change}
        onEditingChange={setEditingRow}
        rowErrors={rowError}
        disabled={disabled}
      />
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      {!editingRow && (
        <Stack
          spacing={1}
          component="fieldset"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
        >
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            {t('REQUEST_TYPE')}
          </Typography>
          <RequestTypeInputs
            draft={draft}
            errors={draftErrors}
            onChange={(next) => {
              setDraft(next);
              setDraftErrors({});
            }}
            disabled={disabled}
          >
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              disabled={disabled || !isDraftComplete(draft)}
              onClick={add}
            >
              {t('ADD')}
            </Button>
          </RequestTypeInputs>
        </Stack>
      )}
    </Stack>
  );
}
