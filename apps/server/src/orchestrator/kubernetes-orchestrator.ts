import {
  ApiException,
  AppsV1Api,
  KubeConfig,
  PatchStrategy,
  setHeaderOptions,
} from '@kubernetes/client-node';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import { deploymentName, type Orchestrator, type PodReading, type PodTarget } from './orchestrator';
import { writePod } from './pod-store';

const notDeployed = () =>
  new AppError('CONFLICT', 'This microservice has no deployment in the cluster yet', {
    id: ['Not deployed'],
  });

/**
 * Scales the microservice's Deployment (deploymentName) in `namespace` through the Kubernetes API:
 * PATCH of the scale subresource, then GET of the deployment status. What it sees is recorded in
 * microservice_pods for the lists.
 */
export class KubernetesOrchestrator implements Orchestrator {
  readonly kind = 'kubernetes';
  private readonly api: AppsV1Api;

  constructor(
    config: KubeConfig,
    private readonly namespace: string,
  ) {
    this.api = config.makeApiClient(AppsV1Api);
  }

  /** Reads KUBECONFIG (a file), else the default places (~/.kube/config, in-cluster service account). */
  static fromEnv(kubeconfig: string | undefined, namespace: string): KubernetesOrchestrator {
    const config = new KubeConfig();
    if (kubeconfig) config.loadFromFile(kubeconfig);
    else config.loadFromDefault();
    return new KubernetesOrchestrator(config, namespace);
  }

  async status(db: Db, target: PodTarget): Promise<PodReading> {
    const reading = await this.read(target);
    await this.record(db, target, reading ?? { desiredReplicas: 0, replicas: 0 });
    return reading ?? { desiredReplicas: 0, replicas: 0 };
  }

  async scale(db: Db, target: PodTarget, replicas: number): Promise<PodReading> {
    try {
      await this.api.patchNamespacedDeploymentScale(
        { name: deploymentName(target), namespace: this.namespace, body: { spec: { replicas } } },
        setHeaderOptions('Content-Type', PatchStrategy.MergePatch),
      );
    } catch (err) {
      if (err instanceof ApiException && err.code === 404) throw notDeployed();
      throw err;
    }
    const reading = await this.read(target);
    if (!reading) throw notDeployed();
    await this.record(db, target, reading);
    return reading;
  }

  /** The deployment's asked and ready replicas; null when it does not exist. */
  private async read(target: PodTarget): Promise<PodReading | null> {
    try {
      const deployment = await this.api.readNamespacedDeploymentStatus({
        name: deploymentName(target),
        namespace: this.namespace,
      });
      return {
        desiredReplicas: deployment.spec?.replicas ?? 0,
        replicas: deployment.status?.readyReplicas ?? 0,
      };
    } catch (err) {
      if (err instanceof ApiException && err.code === 404) return null;
      throw err;
    }
  }

  private record(db: Db, target: PodTarget, r: PodReading) {
    const settled = r.replicas === r.desiredReplicas;
    return writePod(db, target.microserviceId, {
      replicas: r.replicas,
      desired: r.desiredReplicas,
      readyInMs: settled ? 0 : null,
    });
  }
}
