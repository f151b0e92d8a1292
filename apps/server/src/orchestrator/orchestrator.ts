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

/** A model to run as a microservice's pod: what an approved registration asks for. */
export interface DeploySpec extends PodTarget {
  image: string;
  cpu: number;
  memoryGb: number;
  gpu: boolean;
  port: number;
  env: Array<{ key: string; value: string }>;
}

/** A deployment the orchestrator could not make; its message is shown as the registration's error. */
export class DeployError extends Error {}

/**
 * Starts and stops microservice pods, and deploys approved registrations. Every implementation also records what it asked and saw in
 * microservice_pods, so lists can show pod status without asking the cluster row by row.
 */
export interface Orchestrator {
  readonly kind: 'local' | 'kubernetes';
  scale(db: Db, target: PodTarget, replicas: number): Promise<PodReading>;
  status(db: Db, target: PodTarget): Promise<PodReading>;
  /** Creates or updates the model's pod (one replica); throws DeployError when it cannot. */
  deploy(db: Db, spec: DeploySpec): Promise<void>;
}

/** The Kubernetes Deployment of a microservice: DNS-safe and unique across owners (codes are per owner). */
export function deploymentName(target: PodTarget): string {
  return `ms-${target.ownerId}-${target.code.toLowerCase()}`;
}
