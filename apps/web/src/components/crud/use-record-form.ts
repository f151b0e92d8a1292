import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { CallOutput } from '@console/contract';
import type { Area } from '../../lib/call-key';
import { useServerErrors, type ServerErrorOptions } from '../../lib/forms';
import { useCallMutation, type ScopedCallName, type ScopedInput } from '../../lib/query';

export interface RecordFormOptions<I extends FieldValues, O, N extends ScopedCallName> {
  /** The contract schema's resolver (a `.pick` / `.omit` of the save input). */
  resolver: Resolver<I, unknown, O>;
  initial: DefaultValues<I>;
  /** The save call; its area (and `invalidates`) is read again on success. */
  save: N;
  invalidates?: Area[];
  /** The valid values as the call's input (the values themselves by default). */
  toInput?: (values: O) => ScopedInput<N>;
  /** How a failed save reaches the form: the fields it shows, renamed server fields, texts by code. */
  errors: ServerErrorOptions;
  onSaved: (output: CallOutput<N>, values: O) => void;
}

/**
 * A record's form bound to its save call: react-hook-form over the contract's schema, the submit
 * handler, and the banner for what no field shows. Create and edit use it alike (id 0 creates).
 */
export function useRecordForm<I extends FieldValues, O, N extends ScopedCallName>(
  options: RecordFormOptions<I, O, N>,
) {
  const save = useCallMutation(options.save, { invalidates: options.invalidates });
  const form = useForm<I, unknown, O>({ resolver: options.resolver, defaultValues: options.initial });
  const errors = useServerErrors(form.setError, options.errors);
  const submit = form.handleSubmit(async (values) => {
    errors.clear();
    try {
      const input = options.toInput ? options.toInput(values) : (values as unknown as ScopedInput<N>);
      options.onSaved(await save.mutateAsync(input), values);
    } catch (error) {
      errors.fail(error);
    }
  });
  return { form, submit, banner: errors.banner, clearBanner: errors.clear, busy: save.isPending };
}
