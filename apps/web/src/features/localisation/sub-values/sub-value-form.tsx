import { Grid, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { subValueSaveInput } from '@console/contract';
import { useLabels } from '../../../lib/labels';
import { useSaveSubValue } from '../api/save-sub-value';
import { CodeOrderFields } from '../shared/code-order-fields';
import { FormDialogBody } from '../shared/form-dialog-body';
import { TranslationsField } from '../shared/translations-field';
import { useSaveForm } from '../shared/use-save-form';

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
  const save = useSaveSubValue();
  const isNew = !initial.id;
  const { form, submit, alert } = useSaveForm<SubValueFormValues, SubValueFormOutput>({
    screen: 'FLEXY_SUBVALUE',
    resolver: zodResolver(subValueFormSchema),
    initial,
    save: async (values) => {
      const result = await save.mutateAsync(values);
      onSaved({ created: isNew, parentId: result.parentId });
    },
    // 002 section 8 names ERROR_CODE_EXIST for a duplicate sub-value code; CODE_EXIST is taken too.
    errors: { exists: { codes: ['ERROR_CODE_EXIST', 'CODE_EXIST'], message: t('EXISTS') }, fields: FIELDS },
  });
  const { control } = form;
  const busy = save.isPending;
  return (
    <FormDialogBody
      onSubmit={submit}
      onCancel={onCancel}
      busy={busy}
      alert={alert}
      cancelLabel={t('CANCEL')}
      submitLabel={isNew ? t('SAVE') : t('UPDATE')}
    >
      <Typography variant="subtitle2" component="h3">
        {t('BASIC_INFO')}
      </Typography>
      <Grid container spacing={2}>
        <CodeOrderFields
          control={control}
          code={{ name: 'code', label: t('CODE') }}
          order={{ name: 'orderBy', label: t('ORDERBY') }}
          value={{ name: 'value', label: t('VALUE_EN') }}
          disabled={busy}
        />
      </Grid>
      <TranslationsField control={control} name="translations" disabled={busy} t={t} />
    </FormDialogBody>
  );
}
