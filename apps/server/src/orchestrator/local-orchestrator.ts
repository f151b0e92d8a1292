import type { Db } from '../db/client';
import type { DeploySpec, Orchestrator, PodReading, PodTarget } from './orchestrator';
import { readPod, writePod } from './pod-store';

/**
 * A simulated cluster for the embedded default, demos and tests: the state lives in the database, and
 * a pod reaches the replicas asked for `delayMs` after the request. It is computed when read, so no
 * timers run and several server processes on one database agree.
 */
export class LocalOrchestrator implements Orchestrator {
  readonly kind = 'local';

  constructor(private readonly delayMs: number) {}

  async status(db: Db, target: PodTarget): Promise<PodReading> {
    return readPod(db, target.microserviceId);
  }

  async scale(db: Db, target: PodTarget, replicas: number): Promise<PodReading> {
    const now = await readPod(db, target.microserviceId);
    // Asking again for what is already asked for changes nothing (and does not restart the wait).
    if (now.desiredReplicas === replicas) return now;
    const readyInMs = now.replicas === replicas ? 0 : this.delayMs;
    await writePod(db, target.microserviceId, { replicas: now.replicas, desired: replicas, readyInMs });
    return readPod(db, target.microserviceId);
  }

  /** A new model starts from no replica and is running one `delayMs` later (a redeploy restarts the wait). */
  async deploy(db: Db, spec: DeploySpec): Promise<void> {
    await writePod(db, spec.microserviceId, { replicas: 0, desired: 1, readyInMs: this.delayMs });
  }
}
