import { useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLabels } from '../../../lib/labels';
import { useSaveCodeValue } from '../api/save-code-value';
import { translatedResolver, useFlexyMessage } from '../shared/flexy-messages';
import { applyServerErrors } from '../shared/server-errors';
import {
  VALUE_FORM_FIELDS,
  valueFormSchema,
  type ValueFormOutput,
  type ValueFormValues,
} from './value-form-schema';
import { ValueFormFields } from './value-form-fields';

export interface ValueSaved {
  created: boolean;
  /** The list the value now lives in (the owner's own copy when the list was the platform's). */
  listId: number;
}

interface ValueFormProps {
  initial: ValueFormValues;
  onSaved: (result: ValueSaved) => void;
  onCancel: () => void;
}

/** The value form, validated with the contract's save schema; attributes and translations are saved with it. */
export function ValueForm({ initial, onSaved, onCancel }: ValueFormProps) {
  const t = useLabels('FLEXY_VALUE');
  const translate = useFlexyMessage('FLEXY_VALUE');
  const save = useSaveCodeValue();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ValueFormValues, unknown, ValueFormOutput>({
    resolver: translatedResolver(zodResolver(valueFormSchema), translate),
    defaultValues: initial,
  });
  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const result = await save.mutateAsync(values);
      onSaved({ created: values.id === 0, listId: result.listId });
    } catch (error) {
      const exists = { codes: ['CODE_EXIST' as const], message: t('EXISTS') };
      setAlert(applyServerErrors(error, form.setError, { exists, translate, fields: VALUE_FORM_FIELDS }));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <DialogContent dividers>
        <Stack spacing={2}>
          {alert && (
            <Alert severity="error" role="alert">
              {alert}
            </Alert>
          )}
          <ValueFormFields form={form} disabled={save.isPending} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onCancel} disabled={save.isPending}>
          {t('CANCEL')}
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('SAVE')}
        </Button>
      </DialogActions>
    </form>
  );
}
