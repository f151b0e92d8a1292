import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import {
  TranslationsTable,
  type TranslationRow,
  type TranslationsTableLabels,
} from '../../../components/translations-table';
import { useOwnerLanguages } from '../api/get-owner-languages';
import { firstMessage } from './form-error';

interface TranslationsFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  labels: TranslationsTableLabels;
  disabled?: boolean;
}

/** A form's translation table, offering the acting owner's languages. */
export function TranslationsField<T extends FieldValues>({
  control,
  name,
  labels,
  disabled,
}: TranslationsFieldProps<T>) {
  const languages = useOwnerLanguages();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TranslationsTable
          value={(field.value as TranslationRow[] | undefined) ?? []}
          onChange={field.onChange}
          languages={languages.data ?? []}
          labels={labels}
          error={firstMessage(fieldState.error)}
          disabled={disabled}
        />
      )}
    />
  );
}
