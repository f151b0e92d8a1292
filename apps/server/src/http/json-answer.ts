import { isDeepStrictEqual } from 'node:util';
import { JsonText } from '../db/json-text';

// Answers the database has already written as JSON (a page's rows built by json_agg and
// json_build_object in the list's own statement): carried to the client as text, never parsed into
// objects and written again (decision 0330).

/** A whole answer as JSON text; the calls plugin sends it as it is (call-output.ts). */
export class JsonAnswer {
  constructor(readonly text: string) {}
}

/**
 * An answer of `fields`, each written by JSON.stringify but those the database wrote (JsonText), which
 * go as they are. Typed as the call's answer, which it is once parsed: the handler still declares the
 * contract's shape, and a check of it (development, tests) parses the text against the contract.
 */
export function jsonAnswer<T extends object>(fields: { [K in keyof T]: T[K] | JsonText }): T {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    parts.push(`${JSON.stringify(key)}:${value instanceof JsonText ? value.text : JSON.stringify(value)}`);
  }
  return new JsonAnswer(`{${parts.join(',')}}`) as unknown as T;
}

/** A handler's answer as a value: a JsonAnswer parsed (a CSV export reads its rows), anything else as it is. */
export const answerValue = (answer: unknown): unknown =>
  answer instanceof JsonAnswer ? (JSON.parse(answer.text) as unknown) : answer;

/**
 * Whether `checked` (the contract's parse of `written`) is `written` itself: the parse keeps only the
 * contract's fields, so a field the statement writes and the contract lacks shows here, as it would not
 * once the text is sent as it is.
 */
export const sameAsWritten = (written: unknown, checked: unknown): boolean =>
  isDeepStrictEqual(written, checked);
