import type { z } from 'zod';
import { auditLogCalls } from './audit-log/audit-log.calls';
import { authCalls } from './auth/auth.calls';
import { filesCalls } from './files/files.calls';
import { localisationCalls } from './localisation/localisation.calls';
import { microservicesCalls } from './microservices/microservices.calls';
import { ownersCalls } from './owners/owners.calls';
import { organisationsCalls } from './organisations/organisations.calls';
import { plansCalls } from './plans/plans.calls';
import { notificationsCalls } from './notifications/notifications.calls';
import { promptCalls } from './prompt/prompt.calls';
import { subscriptionsCalls } from './subscriptions/subscriptions.calls';
import { groupsCalls } from './groups/groups.calls';
import { creditsCalls } from './credits/credits.calls';
import { marketingCalls } from './marketing/marketing.calls';
import { registrationsCalls } from './registrations/registrations.calls';
import { demoAppsCalls } from './demo-apps/demo-apps.calls';

/** Every call the console makes, by name. */
export const CALLS = {
  ...authCalls,
  ...ownersCalls,
  ...localisationCalls,
  ...filesCalls,
  ...microservicesCalls,
  ...auditLogCalls,
  ...organisationsCalls,
  ...plansCalls,
  ...notificationsCalls,
  ...promptCalls,
  ...subscriptionsCalls,
  ...groupsCalls,
  ...creditsCalls,
  ...marketingCalls,
  ...registrationsCalls,
  ...demoAppsCalls,
};

export type Calls = typeof CALLS;
export type CallName = keyof Calls;
export type CallInput<N extends CallName> = z.input<Calls[N]['input']>;
export type CallParsedInput<N extends CallName> = z.output<Calls[N]['input']>;
export type CallOutput<N extends CallName> = z.output<Calls[N]['output']>;

/** Lists whose rows POST /api/csv/<name> exports as CSV (declared with `export: true`). */
export type ExportCallName = {
  [N in CallName]: Calls[N] extends { export: true } ? N : never;
}[CallName];
export const EXPORT_CALL_NAMES = (Object.keys(CALLS) as CallName[]).filter(
  (name) => CALLS[name].export,
) as ExportCallName[];

/** A row of an exportable list (its `rows`, or `results` for lists that are not paged). */
export type ExportRow<N extends ExportCallName> =
  CallOutput<N> extends { rows: Array<infer R> }
    ? R
    : CallOutput<N> extends { results: Array<infer R> }
      ? R
      : never;

/** A column of a CSV export of list `N`: one of its rows' fields and the caption of its header. */
export interface ExportColumn<N extends ExportCallName> {
  field: keyof ExportRow<N> & string;
  caption: string;
}

interface SchemaNode {
  shape?: Record<string, SchemaNode | undefined>;
  options?: readonly string[];
  unwrap?: () => SchemaNode;
}

/**
 * The fields a list call sorts by, as its input declares them (`listQuery(FIELDS)`, or a `sortField`
 * of its own with a default): the console's table offers sorting on these columns only.
 */
export function sortFieldsOf(name: CallName): readonly string[] {
  let field = (CALLS[name].input as unknown as SchemaNode).shape?.sortField;
  while (field && !field.options && field.unwrap) field = field.unwrap();
  return field?.options ?? [];
}
