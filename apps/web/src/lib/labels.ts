import { useCallback } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_LABELS, type LabelCode, type ScreenId } from '@console/contract';
import { call } from './api-client';
import { useOwnerId } from './owner-scope';
import { useConsoleState } from './session-store';

export const labelKeys = {
  all: ['labels'] as const,
  screen: (ownerId: number | undefined, screen: string, lang: string) =>
    ['labels', ownerId, screen, lang] as const,
};

export type Translate<S extends ScreenId> = (
  code: LabelCode<S>,
  vars?: Record<string, string | number>,
) => string;

function fill(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/**
 * A screen's captions in the console's language, from the server's labels; every label falls back
 * to its built-in English text, so a screen never shows a raw label code.
 */
export function useLabels<S extends ScreenId>(screen: S): Translate<S> {
  const { session, lang } = useConsoleState();
  const ownerId = useOwnerId();
  const { data } = useQuery({
    queryKey: labelKeys.screen(ownerId, screen, lang),
    queryFn: () => call('labels.byScreen', { scrId: screen, lang, ownerId }),
    enabled: Boolean(session),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
  const labels = data?.labels;
  return useCallback<Translate<S>>(
    (code, vars) => {
      const builtIn = (DEFAULT_LABELS[screen] as Record<string, string>)[code] ?? code;
      return fill(labels?.[code] || builtIn, vars);
    },
    [labels, screen],
  );
}
