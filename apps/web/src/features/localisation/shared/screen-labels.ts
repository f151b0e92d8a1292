/** A screen's caption lookup narrowed to the codes a shared piece uses (any screen's `useLabels` fits). */
export type ScreenLabels<C extends string> = (code: C, vars?: Record<string, string | number>) => string;
