import { useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, Grid, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { subValueSaveInput } from '@console/contract';
import { FormTextField } from '../../../components/form-text-field';
import { useLabels } from '../../../lib/labels';
import { useSaveSubValue } from '../api/save-sub-value';
import { FilteredField, toCode, toOrder } from '../shared/filtered-fields';
import { translatedResolver, useFlexyMessage } from '../shared/flexy-messages';
import { applyServerErrors } from '../shared/server-errors';
import { TranslationsField } from '../shared/translations-field';

const subValueFormSchema = subValueSaveInput.omit({ ownerId: true });
export type SubValueFormValues = z.input<typeof subValueFormSchema>;
type SubValueFormOutput = z.output<typeof subValueFormSchema>;
const FIELDS = ['code', 'value', 'orderBy', 'translations'] as const;

interface SubValueFormProps {
  initial: SubValueFormValues;
  onSaved: (result: { created: boolean; parentId: number }) => void;
  onCancel: () => void;
}

/** 002 sections 2.6 and 5: Basic info (code upper-cased and trimmed, value, order) and translations. */
export function SubValueForm({ initial, onSaved, onCancel }: SubValueFormProps) {
  const t = useLabels('FLEXY_SUBVALUE');
  const translate = useFlexyMessage('FLEXY_SUBVALUE');
  const save = useSaveSubValue();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<SubValueFormValues, unknown, SubValueFormOutput>({
    resolver: translatedResolver(zodResolver(subValueFormSchema), translate),
    defaultValues: initial,
  });
  const { control } = form;
  const isNew = !initial.id;
  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const result = await save.mutateAsync(values);
      onSaved({ created: isNew, parentId: result.parentId });
    } catch (error) {
      // 002 section 8 names ERROR_CODE_EXIST for a duplicate sub-value code; CODE_EXIST is taken too.
      const exists = { codes: ['ERROR_CODE_EXIST' as const, 'CODE_EXIST' as const], message: t('EXISTS') };
      setAlert(applyServerErrors(error, form.setError, { exists, translate, fields: FIELDS }));
    }
  });
  const busy = save.isPending;
  return (
    <form onSubmit={submit} noValidate>
      <DialogContent dividers>
        <Stack spacing={2}>
          {alert && (
            <Alert severity="error" role="alert">
              {alert}
            </Alert>
          )}
          <Typography variant="subtitle2" component="h3">
            {t('BASIC_INFO')}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FilteredField
                control={control}
                name="code"
                filter={toCode}
                label={t('CODE')}
                required
                fullWidth
                disabled={busy}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FilteredField
                control={control}
                name="orderBy"
                filter={toOrder}
                label={t('ORDERBY')}
                required
                fullWidth
                disabled={busy}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="value"
                label={t('VALUE_EN')}
                required
                fullWidth
                disabled={busy}
              />
            </Grid>
          </Grid>
          <TranslationsField
            control={control}
            name="translations"
            disabled={busy}
            labels={{
              title: t('TRANSLATIONS'),
              language: t('LANGUAGE'),
              text: t('TRANSLATION'),
              add: t('ADD'),
              delete: t('DELETE'),
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('CANCEL')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {isNew ? t('SAVE') : t('UPDATE')}
        </Button>
      </DialogActions>
    </form>
  );
}
