import type { Db } from '../db/client';

/** The pod of one microservice, as the orchestrator knows it. */
export interface PodTarget {
  microserviceId: number;
  ownerId: number;
  code: string;
}

/** Replicas asked for and replicas running now. */
export interface PodReading {
  desiredReplicas: number;
  replicas: number;
}

/**
 * Starts and stops microservice pods. Every implementation also records what it asked and saw in
 * microservice_pods, so lists can show pod status without asking the cluster row by row.
 */
export interface Orchestrator {
  readonly kind: 'local' | 'kubernetes';
  scale(db: Db, target: PodTarget, replicas: number): Promise<PodReading>;
  status(db: Db, target: PodTarget): Promise<PodReading>;
}

/** The Kubernetes Deployment of a microservice: DNS-safe and unique across owners (codes are per owner). */
export function deploymentName(target: PodTarget): string {
  return `ms-${target.ownerId}-${target.code.toLowerCase()}`;
}
