import { Counter } from 'prom-client';
import type { Orchestrator } from './orchestrator';

/** Scale and status requests to the orchestrator, by operation, kind and result (ok or error). */
export const orchestratorOperations = new Counter({
  name: 'console_orchestrator_operations_total',
  help: 'Orchestrator operations by operation (scale, status, deploy), orchestrator kind and result (ok, error)',
  labelNames: ['operation', 'kind', 'result'],
  registers: [],
});

/** The same orchestrator, counting each operation. */
export function counted(orchestrator: Orchestrator): Orchestrator {
  const count = async <T>(operation: string, work: () => Promise<T>): Promise<T> => {
    try {
      const out = await work();
      orchestratorOperations.inc({ operation, kind: orchestrator.kind, result: 'ok' });
      return out;
    } catch (err) {
      orchestratorOperations.inc({ operation, kind: orchestrator.kind, result: 'error' });
      throw err;
    }
  };
  return {
    kind: orchestrator.kind,
    scale: (db, target, replicas) => count('scale', () => orchestrator.scale(db, target, replicas)),
    status: (db, target) => count('status', () => orchestrator.status(db, target)),
    deploy: (db, spec) => count('deploy', () => orchestrator.deploy(db, spec)),
  };
}
