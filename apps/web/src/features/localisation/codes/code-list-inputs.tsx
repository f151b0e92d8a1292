import { Checkbox, FormControlLabel, Grid } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useLabels } from '../../../lib/labels';
import { useSession } from '../../../lib/session-store';
import { EffectAllField } from '../fields/effect-all-field';
import { toCode } from '../fields/input-filters';
import type { CodeListFormValues } from './code-list-form-dialog';

/** List code (upper case), list name, description, sub-lists; 'Effect All Owners' for the super administrator. */
export function CodeListInputs({
  control,
  disabled,
}: {
  control: Control<CodeListFormValues>;
  disabled: boolean;
}) {
  const t = useLabels('FLEXY_CODE');
  const session = useSession();
  const half = { xs: 12, sm: 6 };
  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="code"
          filter={toCode}
          label={t('LIST_CODE')}
          required
          fullWidth
          disabled={disabled}
        />
      </Grid>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="title"
          label={t('LIST_NAME')}
          required
          fullWidth
          disabled={disabled}
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="desc"
          label={t('LIST_DESC')}
          fullWidth
          multiline
          minRows={2}
          disabled={disabled}
        />
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="subList"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value !== 'no'}
                  onChange={(e) => field.onChange(e.target.checked ? 'yes' : 'no')}
                />
              }
              label={t('SUB_LIST')}
            />
          )}
        />
        {session?.superUser && session.platformOwner && (
          <EffectAllField control={control} name="effectAllOwners" label={t('EFFECT_ALL')} />
        )}
      </Grid>
    </Grid>
  );
}
