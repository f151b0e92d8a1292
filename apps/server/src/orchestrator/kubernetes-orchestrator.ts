import {
  ApiException,
  AppsV1Api,
  CoreV1Api,
  KubeConfig,
  PatchStrategy,
  setHeaderOptions,
} from '@kubernetes/client-node';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import { applyModel } from './kubernetes-deploy';
import {
  deploymentName,
  type DeploySpec,
  type Orchestrator,
  type PodReading,
  type PodTarget,
} from './orchestrator';
import { writePod } from './pod-store';

const notDeployed = () =>
  new AppError('CONFLICT', 'This microservice has no deployment in the cluster yet', {
    id: ['Not deployed'],
  });

/**
 * Scales the microservice's Deployment (deploymentName) in `namespace` through the Kubernetes API:
 * PATCH of the scale subresource, then GET of the deployment status; deploys an approved registration
 * as a Deployment and a Service (kubernetes-deploy.ts). What it sees is recorded in
 * microservice_pods for the lists.
 */
export class KubernetesOrchestrator implements Orchestrator {
  readonly kind = 'kubernetes';
  private readonly api: AppsV1Api;
  private readonly core: CoreV1Api;

  constructor(
    config: KubeConfig,
    private readonly namespace: string,
  ) {
    this.api = config.makeApiClient(AppsV1Api);
    this.core = config.makeApiClient(CoreV1Api);
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

  /** Creates or updates the model's Deployment and Service; the pod is recorded as asked, not yet seen. */
  async deploy(db: Db, spec: DeploySpec): Promise<void> {
    await applyModel(this.api, this.core, this.namespace, spec);
    await writePod(db, spec.microserviceId, { replicas: 0, desired: 1, readyInMs: null });
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
