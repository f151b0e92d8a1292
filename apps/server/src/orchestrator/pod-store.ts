import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql';
import type { PodReading } from './orchestrator';

/**
 * Replicas of the pod of microservice `id` now, from its microservice_pods row aliased `p`: the
 * previous count until ready_at has passed, then the desired one; one replica when it has no row.
 */
export const replicasNowText = (p = 'p'): string =>
  `coalesce(case when ${p}.ready_at <= now() then ${p}.desired_replicas else ${p}.previous_replicas end, 1)`;

/** replicasNowText as a Drizzle fragment. */
export const replicasNow = (p = 'p'): SQL => sql.raw(replicasNowText(p));

export async function readPod(db: Db, microserviceId: number): Promise<PodReading> {
  const [row] = await queryRows<{ desired: number; replicas: number }>(
    db,
    sql`select p.desired_replicas as desired, ${replicasNow()} as replicas
        from microservice_pods p where p.microservice_id = ${microserviceId}`,
  );
  return row
    ? { desiredReplicas: Number(row.desired), replicas: Number(row.replicas) }
    : { desiredReplicas: 1, replicas: 1 };
}

/**
 * Records a pod that runs `replicas` now and was asked for `desired`; it reaches `desired` after
 * `readyInMs` (null: not known, until an orchestrator sees it).
 */
export async function writePod(
  db: Db,
  microserviceId: number,
  state: { replicas: number; desired: number; readyInMs: number | null },
): Promise<void> {
  const readyAt =
    state.readyInMs === null
      ? sql`null`
      : sql`now() + make_interval(secs => ${state.readyInMs / 1000}::float8)`;
  await db.execute(sql`
    insert into microservice_pods (microservice_id, desired_replicas, previous_replicas, changed_at, ready_at)
    values (${microserviceId}, ${state.desired}, ${state.replicas}, now(), ${readyAt})
    on conflict (microservice_id) do update set desired_replicas = excluded.desired_replicas,
      previous_replicas = excluded.previous_replicas, changed_at = excluded.changed_at, ready_at = excluded.ready_at`);
}
