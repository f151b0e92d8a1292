import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TranslationsTable, type TranslationRow } from '../../../components/translations-table';
import { useOwnerLanguages } from '../api/get-owner-languages';
import { firstMessage } from '../../../lib/forms';
import type { ScreenLabels } from '../../../components/crud/crud-table';

interface TranslationsFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  t: ScreenLabels<'TRANSLATIONS' | 'LANGUAGE' | 'TRANSLATION' | 'ADD' | 'DELETE'>;
  disabled?: boolean;
}

/** A form's translation table, offering the acting owner's languages. */
export function TranslationsField<T extends FieldValues>({
  control,
  name,
  t,
  disabled,
}: TranslationsFieldProps<T>) {
  const languages = useOwnerLanguages();
  const labels = {
    title: t('TRANSLATIONS'),
    language: t('LANGUAGE'),
    text: t('TRANSLATION'),
    add: t('ADD'),
    delete: t('DELETE'),
  };
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
