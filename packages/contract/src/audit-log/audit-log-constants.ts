/** Plain constants of the audit log (no zod), safe to import anywhere in the console. */

/** The audit log sorts by time only: the order its indexes serve (newest first by default). */
export const AUDIT_SORT_FIELDS = ['at'] as const;

/** The most users one search of the user filter answers. */
export const AUDIT_USER_CHOICES = 20;

export const AUDIT_MESSAGES = {
  RANGE: 'The start of the range must be before its end',
  ALL_OWNERS: "Only platform staff may read every owner's records",
  NOT_FOUND: 'Audit record not found',
} as const;
