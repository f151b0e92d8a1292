import { z } from 'zod';
import { searchText } from '../common/fields';
import {
  afterCursor,
  cursorPageOutput,
  idSchema,
  listQuery,
  ownerScope,
  SORT_DIRECTIONS,
} from '../common/list';
import { AUDIT_MESSAGES as M, AUDIT_SORT_FIELDS } from './audit-log-constants';

/** Audit ids are bigserial: any safe integer above 0. */
const auditIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** An instant with its offset ('2026-05-01T00:00:00.000+02:00', '...Z'). */
const instantSchema = z.iso.datetime({ offset: true, error: 'A date and time with its offset' });

/** Which records: every owner's (platform staff only) or the acting owner's. */
const auditScope = ownerScope.extend({ allOwners: z.boolean().default(false) });

export const auditRowSchema = z.object({
  id: z.number().int(),
  /** When the change was made (ISO 8601, UTC). */
  at: z.string(),
  userId: z.number().int().nullable(),
  /** The acting user's name ('' when the change had no signed-in user or the user is gone). */
  userName: z.string(),
  ownerId: z.number().int().nullable(),
  ownerName: z.string(),
  /** The call that made the change ('microservices.save' ...). */
  action: z.string(),
  /** The kind of object changed ('microservice', 'code_list' ...) and its id. */
  targetType: z.string(),
  targetId: z.string(),
  /** The client address of the call. */
  ip: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

/** A record with the object before and after the change (secrets removed when it was written). */
export const auditInfoSchema = auditRowSchema.extend({
  orgName: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditInfo = z.infer<typeof auditInfoSchema>;

/**
 * auditLog.list: newest first by default; filters by user, call, object type and a time range
 * (`from` inclusive, `to` exclusive); the search matches call, object type, object id and address.
 * Paged by number, or (CSV export, API clients reading everything) after the cursor of the page before.
 */
export const auditListInput = listQuery(AUDIT_SORT_FIELDS)
  .extend({
    allOwners: auditScope.shape.allOwners,
    sortField: z.enum(AUDIT_SORT_FIELDS).default('at'),
    sortDirection: z.enum(SORT_DIRECTIONS).default('desc'),
    userId: idSchema.optional(),
    action: z.string().trim().max(100).optional(),
    targetType: z.string().trim().max(100).optional(),
    from: instantSchema.optional(),
    to: instantSchema.optional(),
    after: afterCursor,
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    path: ['to'],
    message: M.RANGE,
  });
export type AuditListInput = z.input<typeof auditListInput>;
export const auditListOutput = cursorPageOutput(auditRowSchema);

export const auditInfoInput = ownerScope.extend({ id: auditIdSchema });

/** The calls and object types that appear in the records in scope, for the filters' selects. */
export const auditFacetsInput = auditScope;
export const auditFacetsOutput = z.object({
  actions: z.array(z.string()),
  targetTypes: z.array(z.string()),
});

/** The users of the owner in scope whose name holds `search`, for the user filter. */
export const auditUsersInput = auditScope.extend({ search: searchText(100) });
export const auditUserChoiceSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  ownerName: z.string(),
});
export type AuditUserChoice = z.infer<typeof auditUserChoiceSchema>;
export const auditUsersOutput = z.object({ results: z.array(auditUserChoiceSchema) });
