// Calendar days of credits, in UTC as YYYY-MM-DD text: the server starts and expires grants on them and
// the console proposes the same defaults.

/** Today in UTC, YYYY-MM-DD. */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

/** `date` plus `months` calendar months (the last day of a shorter month when the day does not exist). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** `date` plus `days` days. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
