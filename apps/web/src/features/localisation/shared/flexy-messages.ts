import { useCallback } from 'react';
import { DEFAULT_LABELS, LOCALISATION_MESSAGES, type ScreenId } from '@console/contract';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { useLabels } from '../../../lib/labels';

/** The label codes of each validation text of the contract (one text may have several codes). */
const CODES_BY_TEXT = new Map<string, string[]>();
for (const [code, text] of Object.entries(LOCALISATION_MESSAGES))
  CODES_BY_TEXT.set(text, [...(CODES_BY_TEXT.get(text) ?? []), code]);

/**
 * Translates a validation text of the contract (002 section 5: SCR_NMVAL, LBL_CDVAL ...) into the
 * console's language, when the screen has a label for it; any other text is kept as it is.
 */
export function useFlexyMessage(screen: ScreenId): (message: string) => string {
  // The codes are looked up at run time and checked against the screen's captions before use.
  const t = useLabels(screen) as unknown as (code: string) => string;
  return useCallback(
    (message: string) => {
      const own = DEFAULT_LABELS[screen] as Record<string, string>;
      const code = CODES_BY_TEXT.get(message)?.find((c) => c in own);
      return code ? t(code) : message;
    },
    [screen, t],
  );
}

function translateErrors(errors: unknown, translate: (message: string) => string): unknown {
  if (Array.isArray(errors)) return errors.map((e) => translateErrors(e, translate));
  if (!errors || typeof errors !== 'object') return errors;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'message' && typeof value === 'string') out[key] = translate(value);
    else if (key === 'ref' || key === 'types') out[key] = value;
    else out[key] = translateErrors(value, translate);
  }
  return out;
}

/** A resolver whose messages are shown in the console's language. */
export function translatedResolver<I extends FieldValues, O>(
  resolver: Resolver<I, unknown, O>,
  translate: (message: string) => string,
): Resolver<I, unknown, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    return { ...result, errors: translateErrors(result.errors, translate) as FieldErrors<I> } as Awaited<
      ReturnType<Resolver<I, unknown, O>>
    >;
  };
}
