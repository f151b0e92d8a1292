import type { LimitFieldInput } from '@console/contract';
import { parseDecimal } from '../pricing/pricing-format';

/** A limit being typed: every input's text. */
export interface LimitDraft {
  type: string;
  lower: string;
  upper: string;
  field: string;
}

export const EMPTY_LIMIT: LimitDraft = { type: '', lower: '', upper: '', field: '' };

/** 000 section 5: a limit type is used once. */
export const isLimitTypeUsed = (rows: readonly LimitFieldInput[], type: string) =>
  type !== '' && rows.some((r) => r.type === type);

/** Upper below lower (UP_LIMVAL). */
export function isUpperBelowLower(draft: LimitDraft): boolean {
  const lower = parseDecimal(draft.lower);
  const upper = parseDecimal(draft.upper);
  return lower !== null && upper !== null && upper < lower;
}

/** Add is enabled once type, lower, upper and field are set, the type is unused and upper is not below lower. */
export function canAddLimit(rows: readonly LimitFieldInput[], draft: LimitDraft): boolean {
  return (
    draft.type !== '' &&
    parseDecimal(draft.lower) !== null &&
    parseDecimal(draft.upper) !== null &&
    draft.field.trim() !== '' &&
    !isLimitTypeUsed(rows, draft.type) &&
    !isUpperBelowLower(draft)
  );
}

export const toLimit = (draft: LimitDraft): LimitFieldInput => ({
  type: draft.type,
  lowerLimit: parseDecimal(draft.lower) ?? 0,
  upperLimit: parseDecimal(draft.upper) ?? 0,
  field: draft.field.trim(),
});
