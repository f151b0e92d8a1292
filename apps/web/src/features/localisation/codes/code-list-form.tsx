import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  FormControlLabel,
  Grid,
  Stack,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { codeListSaveInput } from '@console/contract';
import { FormTextField } from '../../../components/form-text-field';
import { useLabels } from '../../../lib/labels';
import { useSession } from '../../../lib/session-store';
import { useSaveCodeList } from '../api/save-code-list';
import { EffectAllField } from '../shared/effect-all-field';
import { FilteredField, toCode } from '../shared/filtered-fields';
import { translatedResolver, useFlexyMessage } from '../shared/flexy-messages';
import { applyServerErrors } from '../shared/server-errors';

export const codeListFormSchema = codeListSaveInput.omit({ ownerId: true });
export type CodeListFormValues = z.input<typeof codeListFormSchema>;
type CodeListFormOutput = z.output<typeof codeListFormSchema>;

const FIELDS = ['code', 'title', 'desc', 'subList', 'effectAllOwners'] as const;

interface CodeListFormProps {
  initial: CodeListFormValues;
  inherited: boolean;
  onSaved: (result: { id: number; created: boolean }) => void;
  onCancel: () => void;
}

/** 002 section 5: code (upper case) and title required; 'Effect All Owners' for the super administrator. */
export function CodeListForm({ initial, inherited, onSaved, onCancel }: CodeListFormProps) {
  const t = useLabels('FLEXY_CODE');
  const translate = useFlexyMessage('FLEXY_CODE');
  const session = useSession();
  const save = useSaveCodeList();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<CodeListFormValues, unknown, CodeListFormOutput>({
    resolver: translatedResolver(zodResolver(codeListFormSchema), translate),
    defaultValues: initial,
  });
  const { control } = form;
  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const result = await save.mutateAsync(values);
      onSaved({ id: result.id, created: values.id === 0 });
    } catch (error) {
      const exists = { codes: ['CODE_EXIST' as const], message: t('EXISTS') };
      setAlert(applyServerErrors(error, form.setError, { exists, translate, fields: FIELDS }));
    }
  });
  const busy = save.isPending;
  return (
    <form onSubmit={submit} noValidate>
      <DialogContent dividers>
        <Stack spacing={2}>
          {inherited && <Alert severity="info">{t('PLATFORM_HINT')}</Alert>}
          {alert && (
            <Alert severity="error" role="alert">
              {alert}
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FilteredField
                control={control}
                name="code"
                filter={toCode}
                label={t('LIST_CODE')}
                required
                fullWidth
                disabled={busy}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="title"
                label={t('LIST_NAME')}
                required
                fullWidth
                disabled={busy}
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
                disabled={busy}
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
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('CANCEL')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('SAVE')}
        </Button>
      </DialogActions>
    </form>
  );
}
