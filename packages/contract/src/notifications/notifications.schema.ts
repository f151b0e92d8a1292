import { z } from 'zod';
import { requiredText } from '../common/fields';
import { listQuery, ownerScope, pageOutput, pickedIds, saveIdSchema } from '../common/list';
import { createdFields, namedRowSchema } from '../common/rows';
import { requiredRichText } from '../common/rich-text';
import {
  NOTIFICATION_MESSAGES as M,
  NOTIFICATION_SORT_FIELDS,
  NOTIFICATION_TYPES,
  OUTAGE_SORT_FIELDS,
  OUTAGE_STATUSES,
} from './notification-constants';

// Notifications ---------------------------------------------------------------------------------------

export const notificationRowSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  /** Rich text, cleaned when saved. */
  message: z.string(),
  version: z.string(),
  ...createdFields,
});
export type NotificationRow = z.infer<typeof notificationRowSchema>;

export const notificationListInput = listQuery(NOTIFICATION_SORT_FIELDS);
export const notificationListOutput = pageOutput(notificationRowSchema);

/** insertnotifications / updatenotifications (001 section 7): type, message and version required. */
export const notificationSaveInput = ownerScope.extend({
  id: saveIdSchema,
  type: z.enum(NOTIFICATION_TYPES, { error: M.TYPE_REQ }).default('notify'),
  message: requiredRichText(M.MESSAGE_REQ),
  version: requiredText(M.VERSION_REQ, 50),
});
export type NotificationSaveInput = z.input<typeof notificationSaveInput>;

// Outages ---------------------------------------------------------------------------------------------

/** A date and time, sent as ISO 8601 with its offset (the console picks a date, then a 24-hour time). */
const dateTime = z.iso.datetime({ offset: true, error: 'A date and time is required' });

export const outageRowSchema = z.object({
  id: z.number().int(),
  status: z.enum(OUTAGE_STATUSES),
  /** Rich text, cleaned when saved. */
  outage: z.string(),
  startDateTime: z.string().nullable(),
  endDateTime: z.string().nullable(),
  /** Beyond the spec: the catalogue microservices the outage affects. */
  microservices: z.array(namedRowSchema),
});
export type OutageRow = z.infer<typeof outageRowSchema>;

export const outageListInput = listQuery(OUTAGE_SORT_FIELDS);
export const outageListOutput = pageOutput(outageRowSchema);

/** llmaddoutage / llmupdateoutage (001 section 7): status and outage required; the end not before the start. */
export const outageSaveInput = ownerScope
  .extend({
    id: saveIdSchema,
    status: z.enum(OUTAGE_STATUSES, { error: M.STATUS_REQ }).default('Active'),
    outage: requiredRichText(M.OUTAGE_REQ),
    startDateTime: dateTime.nullable().default(null),
    endDateTime: dateTime.nullable().default(null),
    microserviceIds: pickedIds(100),
  })
  .refine(
    (o) => !o.startDateTime || !o.endDateTime || Date.parse(o.endDateTime) >= Date.parse(o.startDateTime),
    {
      path: ['endDateTime'],
      message: M.END_BEFORE_START,
    },
  );
export type OutageSaveInput = z.input<typeof outageSaveInput>;

/** The microservices under an Active outage, for the microservices page's badge. */
export const activeOutagesOutput = z.object({
  microservices: z.array(z.object({ id: z.number().int(), outageIds: z.array(z.number().int()) })),
});
