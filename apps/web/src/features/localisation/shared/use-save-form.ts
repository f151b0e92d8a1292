import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { ScreenId } from '@console/contract';
import { translatedResolver, useFlexyMessage } from './flexy-messages';
import { applyServerErrors, type ServerErrorOptions } from './server-errors';

interface SaveFormOptions<I extends FieldValues, O> {
  screen: ScreenId;
  /** The contract schema's resolver; its messages are shown in the console's language. */
  resolver: Resolver<I, unknown, O>;
  initial: DefaultValues<I>;
  /** Saves the valid values; a thrown error is shown under its fields or above the form. */
  save: (values: O) => Promise<void>;
  errors: Omit<ServerErrorOptions, 'translate'>;
}

/** A localisation form bound to its save: the form, its submit handler and the message above it. */
export function useSaveForm<I extends FieldValues, O>({
  screen,
  resolver,
  initial,
  save,
  errors,
}: SaveFormOptions<I, O>) {
  const translate = useFlexyMessage(screen);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<I, unknown, O>({
    resolver: translatedResolver(resolver, translate),
    defaultValues: initial,
  });
  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await save(values);
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, { ...errors, translate }));
    }
  });
  return { form, submit, alert };
}
