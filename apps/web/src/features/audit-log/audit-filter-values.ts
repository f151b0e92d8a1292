import type { AuditUserChoice } from '@console/contract';

/** What the filter bar holds: dates as the date inputs give them (YYYY-MM-DD, the viewer's days). */
export interface AuditFilterValues {
  allOwners: boolean;
  user: AuditUserChoice | null;
  action: string;
  targetType: string;
  from: string;
  to: string;
}

export const NO_FILTERS: Omit<AuditFilterValues, 'allOwners'> = {
  user: null,
  action: '',
  targetType: '',
  from: '',
  to: '',
};

/** The start of a day in the viewer's time zone as an instant; `days` later for the end of a range. */
function dayStart(date: string, days = 0): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y!, m! - 1, d! + days).toISOString();
}

/** A range whose start is after its end (the To field shows why; no range is sent). */
export const rangeReversed = (f: AuditFilterValues): boolean => Boolean(f.from && f.to && f.from > f.to);

/** The filters as auditLog.list takes them: the To day is included whole (`to` is exclusive). */
export function toListFilters(f: AuditFilterValues) {
  const reversed = rangeReversed(f);
  return {
    allOwners: f.allOwners,
    ...(f.user ? { userId: f.user.id } : {}),
    ...(f.action ? { action: f.action } : {}),
    ...(f.targetType ? { targetType: f.targetType } : {}),
    ...(f.from && !reversed ? { from: dayStart(f.from) } : {}),
    ...(f.to && !reversed ? { to: dayStart(f.to, 1) } : {}),
  };
}
