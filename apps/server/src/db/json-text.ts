// JSON a statement wrote (a page's rows built by json_agg and json_build_object), kept as text to be
// sent as it is (http/json-answer.ts, decision 0330).

/** A JSON value as the database wrote it. */
export class JsonText {
  private constructor(readonly text: string) {}

  /**
   * A json column's value: its text as the driver left it (a prepared read asked for text), or written
   * again when a driver parsed it (PGlite, a read inside a transaction); `empty` for SQL null.
   */
  static of(value: unknown, empty: string): JsonText {
    if (typeof value === 'string') return new JsonText(value);
    return new JsonText(value === null || value === undefined ? empty : JSON.stringify(value));
  }
}
