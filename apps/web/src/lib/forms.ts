import { useCallback, useState } from 'react';
import type { ErrorCode } from '@console/contract';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { thrownMessage } from './error-text';

export interface ServerErrorOptions {
  /** The fields the form shows (by their top-level name); a message for any other field goes to the banner. */
  fields: readonly string[] | ((field: string) => boolean);
  /** Server field names the form calls differently. */
  rename?: Record<string, string>;
  /**
   * The screen's text for an error code (from the errors catalogue): shown for a clash (409) under its
   * fields, and in the banner when the answer names no field. Undefined keeps the server's words.
   */
  messageOf?: (code: ErrorCode) => string | undefined;
  /**
   * The form's own text for a field's error (a code list's message for a refused code ...), before
   * the server's words; undefined keeps them.
   */
  fieldMessage?: (field: string, error: ApiError) => string | undefined;
}

export interface ServerErrorResult {
  /** What belongs to no field the form shows (a network failure included); null when everything is on fields. */
  banner: string | null;
  /** The form fields that got a message, in the server's order. */
  placed: string[];
}

/**
 * The one way a failed call reaches a form: field errors onto the fields the form shows, anything
 * else (other fields, an answer without fields, a network failure) into the form's banner.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  options: ServerErrorOptions,
): ServerErrorResult {
  if (!(error instanceof ApiError)) return { banner: thrownMessage(error), placed: [] };
  const shows =
    typeof options.fields === 'function'
      ? options.fields
      : (field: string) => (options.fields as readonly string[]).includes(field);
  const codeText = options.messageOf?.(error.code);
  const entries = Object.entries(error.fieldErrors);
  if (entries.length === 0) return { banner: codeText ?? error.message, placed: [] };
  const placed: string[] = [];
  const general: string[] = [];
  for (const [field, messages] of entries) {
    const name = options.rename?.[field] ?? field;
    const text =
      options.fieldMessage?.(name, error) ??
      (error.status === 409 ? codeText : undefined) ??
      messages[0] ??
      error.message;
    if (shows(name.split('.')[0] ?? '')) {
      setError(name as FieldPath<T>, { type: 'server', message: text }, { shouldFocus: placed.length === 0 });
      placed.push(name);
    } else general.push(text);
  }
  return { banner: general.length > 0 ? [...new Set(general)].join('; ') : null, placed };
}

/** A form's banner and the handler that shows a failed call on the form (see applyServerError). */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  options: ServerErrorOptions,
) {
  const [banner, setBanner] = useState<string | null>(null);
  const { fields, rename, messageOf, fieldMessage } = options;
  const fail = useCallback(
    (error: unknown): ServerErrorResult => {
      const result = applyServerError(error, setError, { fields, rename, messageOf, fieldMessage });
      setBanner(result.banner);
      return result;
    },
    [setError, fields, rename, messageOf, fieldMessage],
  );
  const clear = useCallback(() => setBanner(null), []);
  return { banner, fail, clear, show: setBanner };
}

/** The first message in a react-hook-form error node (a field, or an array of rows with fields). */
export function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const own = (node as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ref') continue;
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/**
 * A form's first values: the edited record's, field by field, or `blank`'s where the record has none
 * (null or absent); a new record (undefined) gets `blank` as it is. A record that holds a field in
 * another shape (rows for ids ...) is given it converted (`d && { ...d, ids: d.rows.map(...) }`).
 */
export function formValues<V extends object>(
  // V comes from where the values go (the form's type), so that the record and the blanks are checked against it.
  record: NoInfer<{ [K in keyof V]?: V[K] | null }> | undefined,
  blank: NoInfer<V>,
): V {
  const values = { ...blank };
  if (record)
    for (const key of Object.keys(blank) as (keyof V)[])
      values[key] = (record[key] ?? blank[key]) as V[keyof V];
  return values;
}
