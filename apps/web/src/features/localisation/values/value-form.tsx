import { zodResolver } from '@hookform/resolvers/zod';
import { useLabels } from '../../../lib/labels';
import { useSaveCodeValue } from '../api/save-code-value';
import { FormDialogBody } from '../shared/form-dialog-body';
import { useSaveForm } from '../shared/use-save-form';
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
  const save = useSaveCodeValue();
  const { form, submit, alert } = useSaveForm<ValueFormValues, ValueFormOutput>({
    screen: 'FLEXY_VALUE',
    resolver: zodResolver(valueFormSchema),
    initial,
    save: async (values) => {
      const result = await save.mutateAsync(values);
      onSaved({ created: values.id === 0, listId: result.listId });
    },
    errors: { exists: { codes: ['CODE_EXIST'], message: t('EXISTS') }, fields: VALUE_FORM_FIELDS },
  });
  return (
    <FormDialogBody
      onSubmit={submit}
      onCancel={onCancel}
      busy={save.isPending}
      alert={alert}
      cancelLabel={t('CANCEL')}
      submitLabel={t('SAVE')}
    >
      <ValueFormFields form={form} disabled={save.isPending} />
    </FormDialogBody>
  );
}
