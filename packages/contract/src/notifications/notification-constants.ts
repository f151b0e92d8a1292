// Plain constants of notifications and outages (001 sections 3, 5, 9), apart from the zod schemas.

export const NOTIFICATION_TYPES = ['notify', 'version'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const OUTAGE_STATUSES = ['Active', 'Closed'] as const;
export type OutageStatus = (typeof OUTAGE_STATUSES)[number];

export const NOTIFICATION_SORT_FIELDS = ['type', 'version', 'createdBy', 'dateCreated'] as const;
export const OUTAGE_SORT_FIELDS = ['status', 'startDateTime', 'endDateTime'] as const;

/** The spec's texts for the rules of this area (001 section 5). */
export const NOTIFICATION_MESSAGES = {
  TYPE_REQ: 'Type is required',
  MESSAGE_REQ: 'Message is required',
  VERSION_REQ: 'Version is required',
  STATUS_REQ: 'Status is required',
  OUTAGE_REQ: 'Outage is required',
  END_BEFORE_START: 'The end must not be before the start',
  ADDED: 'Successfully Added',
  UPDATED: 'Successfully Updated',
  DELETED: 'Successfully Deleted',
} as const;
