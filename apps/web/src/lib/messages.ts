import { useCallback, useMemo } from 'react';
import { DEFAULT_ERRORS, type ErrorCode, type ErrorTextCode, type ScreenId } from '@console/contract';
import { fill, useScreenTexts } from './labels';

/** A screen's error and success messages by code, filled with `vars`. */
export interface Messages<S extends ScreenId> {
  (code: ErrorTextCode<S>, vars?: Record<string, string | number>): string;
  /** The screen's text for an API error code, or undefined when the screen has none (forms keep the server's words). */
  of: (code: ErrorCode) => string | undefined;
}

/**
 * A screen's error and success messages from the errors catalogue (errors.byScreen) in the console's
 * language, each falling back to its built-in English: what the Flexy Errors screen edits is what the
 * console shows.
 */
export function useMessages<S extends ScreenId>(screen: S): Messages<S> {
  const stored = useScreenTexts('errors.byScreen', screen);
  const text = useCallback(
    (code: string): string | undefined =>
      stored?.[code] || (DEFAULT_ERRORS[screen] as Record<string, string>)[code],
    [stored, screen],
  );
  return useMemo(
    () =>
      Object.assign(
        (code: ErrorTextCode<S>, vars?: Record<string, string | number>) => fill(text(code) ?? code, vars),
        { of: (code: ErrorCode) => text(code) },
      ),
    [text],
  );
}
