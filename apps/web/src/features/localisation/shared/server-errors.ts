import type { ErrorCode } from '@console/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

export interface ServerErrorOptions {
  /** The duplicate-code answers of this form and the message shown for them under `code`. */
  exists: { codes: ErrorCode[]; message: string };
  /** Server field names that the form calls differently (labelCode -> code). */
  rename?: Record<string, string>;
  translate: (message: string) => string;
  /** The form's fields; a message for any other field is shown above the form. */
  fields: readonly string[];
}

/**
 * Puts a failed save's field messages under their fields (a duplicate code as the spec's message);
 * answers the message to show above the form when there is no field to show it at.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  options: ServerErrorOptions,
): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  if (options.exists.codes.includes(error.code)) {
    setError('code' as Path<T>, { type: 'server', message: options.exists.message }, { shouldFocus: true });
    return null;
  }
  const general: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const name = options.rename?.[field] ?? field;
    const message = options.translate(messages[0] ?? error.message);
    if (options.fields.includes(name.split('.')[0] ?? ''))
      setError(name as Path<T>, { type: 'server', message });
    else general.push(message);
  }
  if (Object.keys(error.fieldErrors).length === 0) return error.message;
  return general.length > 0 ? general.join('; ') : null;
}
