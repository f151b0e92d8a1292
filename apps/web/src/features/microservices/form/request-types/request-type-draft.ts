import { requestTypeSchema, versionText, type EndpointType, type RequestTypeInput } from '@console/contract';

/** A request type being typed: every input's text. */
export interface RequestTypeDraft {
  type: EndpointType | '';
  major: string;
  minor: string;
  patch: string;
  yamlUrl: string;
  docsUrl: string;
}

export type DraftErrors = Partial<Record<keyof RequestTypeDraft, string>>;

export const EMPTY_DRAFT: RequestTypeDraft = {
  type: '',
  major: '',
  minor: '',
  patch: '',
  yamlUrl: '',
  docsUrl: '',
};

export const toDraft = (r: RequestTypeInput): RequestTypeDraft => ({
  type: r.type,
  major: String(r.major),
  minor: String(r.minor),
  patch: String(r.patch),
  yamlUrl: r.yamlUrl,
  docsUrl: r.docsUrl,
});

/** 000 section 5: Add is enabled once type, the three version parts and both URLs are filled. */
export const isDraftComplete = (d: RequestTypeDraft) =>
  d.type !== '' && [d.major, d.minor, d.patch, d.yamlUrl, d.docsUrl].every((v) => v.trim() !== '');

/** Type and version identify a request type ('sync v1.0.0'). */
export const typeVersionKey = (r: { type: string; major: number; minor: number; patch: number }) =>
  `${r.type} ${versionText(r)}`;

/**
 * The draft as a request type, checked with the contract's schema and for a clash of type and version
 * with the other rows; answers the errors to show under the inputs otherwise.
 */
export function parseDraft(
  draft: RequestTypeDraft,
  others: readonly RequestTypeInput[],
  messages: { unique: string; badUrl: string },
  id?: number,
): { row: RequestTypeInput } | { errors: DraftErrors } {
  const result = requestTypeSchema.safeParse({
    ...(id ? { id } : {}),
    type: draft.type || undefined,
    major: Number(draft.major),
    minor: Number(draft.minor),
    patch: Number(draft.patch),
    yamlUrl: draft.yamlUrl,
    docsUrl: draft.docsUrl,
  });
  if (!result.success) {
    const errors: DraftErrors = {};
    for (const issue of result.error.issues) {
      const key = issue.path[0] as keyof RequestTypeDraft;
      // A URL that is there but not http(s) is not a missing one.
      const badUrl = (key === 'yamlUrl' || key === 'docsUrl') && draft[key].trim() !== '';
      errors[key] ??= badUrl ? messages.badUrl : issue.message;
    }
    return { errors };
  }
  const row = result.data;
  if (others.some((o) => typeVersionKey(o) === typeVersionKey(row)))
    return { errors: { type: messages.unique } };
  return { row };
}

/** For each row: whether it has the highest version of its type (the detail view's latest marker). */
export function latestFlags(rows: readonly RequestTypeInput[]): boolean[] {
  const rank = (r: RequestTypeInput) => r.major * 1e10 + r.minor * 1e5 + r.patch;
  return rows.map((r) => !rows.some((o) => o.type === r.type && rank(o) > rank(r)));
}
