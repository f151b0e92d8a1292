import type { CallInput, CallName } from '@console/contract';

/** The area of a call: `labels` of `labels.save`; every query key of the area starts with it. */
export type Area = CallName extends `${infer A}.${string}` ? A : never;

export const areaOf = (name: CallName): Area => name.slice(0, name.indexOf('.')) as Area;

/**
 * The query key of a call and its input, `[area, verb, input]`: derived, never typed by hand, so a
 * change in an area invalidates `[area]` and reaches every query of it (captions included).
 */
export function callKey<N extends CallName>(name: N, input?: CallInput<N>) {
  const dot = name.indexOf('.');
  const key = [name.slice(0, dot), name.slice(dot + 1)] as const;
  return input === undefined ? key : ([...key, input] as const);
}
