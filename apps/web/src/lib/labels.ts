import { useCallback } from 'react';
import { DEFAULT_LABELS, type LabelCode, type ScreenId } from '@console/contract';
import { useOwnerId } from './owner-scope';
import { useCallQuery } from './query';
import { useConsoleState } from './session-store';

export type Translate<S extends ScreenId> = (
  code: LabelCode<S>,
  vars?: Record<string, string | number>,
) => string;

/** Puts `vars` into a text's `{name}` places. */
export function fill(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/**
 * One of a screen's text sets (labels or messages) for the acting owner in the console's language;
 * cached for 5 minutes, the previous language's texts shown while the next load.
 */
export function useScreenTexts(
  call: 'labels.byScreen' | 'errors.byScreen',
  screen: ScreenId,
): Record<string, string> | undefined {
  const { session, lang } = useConsoleState();
  const ownerId = useOwnerId();
  const { data } = useCallQuery(
    call,
    { scrId: screen, lang, ownerId },
    { enabled: Boolean(session), staleTime: 5 * 60_000, keepPrevious: true },
  );
  if (!data) return undefined;
  return 'labels' in data ? data.labels : data.errors;
}

/**
 * A screen's captions in the console's language, from the server's labels; every label falls back
 * to its built-in English text, so a screen never shows a raw label code.
 */
export function useLabels<S extends ScreenId>(screen: S): Translate<S> {
  const labels = useScreenTexts('labels.byScreen', screen);
  return useCallback<Translate<S>>(
    (code, vars) => {
      const builtIn = (DEFAULT_LABELS[screen] as Record<string, string>)[code] ?? code;
      return fill(labels?.[code] || builtIn, vars);
    },
    [labels, screen],
  );
}
