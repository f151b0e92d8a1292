import { auditLog } from '../db/schema/index';
import type { Db } from '../db/client';
import type { AuditEntry, AuthUser } from '../http/context';

// Secrets by name; a bare `key` (tag keys, file keys) is data, and session keys never reach the audit.
const SECRET_KEY = /pass(word)?|secret|token|api_?key|apikey|hash/i;

/** A deep copy with every secret-looking field removed. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !SECRET_KEY.test(k))
        .map(([k, v]) => [k, redact(v)]),
    );
  }
  return value;
}

export async function writeAudit(
  db: Db,
  call: string,
  actor: AuthUser | null,
  ip: string,
  entry: AuditEntry,
): Promise<void> {
  const who = { actorUserId: actor?.id ?? null, ownerId: actor?.owner ?? null, orgId: actor?.orgId ?? null };
  await db.insert(auditLog).values(auditRow(who, { ...entry, action: entry.action ?? call }, ip));
}

/** Who made a change: the user, and the owner and organisation it acted in. */
export interface AuditActor {
  actorUserId: number | null;
  ownerId: number | null;
  orgId: number | null;
}

/** The audit record of one change (`entry.ownerId` before the actor's): the target id as text, snapshots without secrets. */
export function auditRow(actor: AuditActor, entry: AuditEntry & { action: string }, ip: string) {
  return {
    actorUserId: actor.actorUserId,
    ownerId: entry.ownerId ?? actor.ownerId,
    orgId: actor.orgId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId == null ? null : String(entry.targetId),
    before: entry.before === undefined ? null : redact(entry.before),
    after: entry.after === undefined ? null : redact(entry.after),
    ip,
  } satisfies typeof auditLog.$inferInsert;
}
