export { decimalInput } from '../../../../lib/input-filters';
import type { EndpointType } from '@console/contract';

/** A decimal input's number, or null when it is empty (or only a point). */
export function parseDecimal(text: string): number | null {
  if (text.trim() === '' || text === '.') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A number as an input's text ('' for null). */
export const decimalText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** The decimals a number is written with (prices have at most 6, as the contract allows). */
const decimalsOf = (value: number) => (String(value).split('.')[1] ?? '').length;

/**
 * A cost with the currency: two decimals (000 section 2.6), more when the price has them, so a price
 * below a cent never reads 0.00; the free text for 0.
 */
export function formatCost(cost: number, labels: { free: string; currency: string }): string {
  if (cost === 0) return labels.free;
  return `${cost.toFixed(Math.min(6, Math.max(2, decimalsOf(cost))))} ${labels.currency}`;
}

/** A tier's upper bound, or the unlimited text when it is open-ended. */
export function formatUpper(upper: number | null, unlimited: string): string {
  return upper === null ? unlimited : String(upper);
}

/** The label codes of each endpoint type's tab and price unit. */
export const ENDPOINT_LABELS = {
  sync: { tab: 'SMALL_FILE', unit: 'UNIT_SYNC' },
  async: { tab: 'LARGE_FILE', unit: 'UNIT_ASYNC' },
  stream: { tab: 'STREAMING', unit: 'UNIT_STREAM' },
} as const satisfies Record<EndpointType, { tab: string; unit: string }>;
