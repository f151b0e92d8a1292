import {
  ApiException,
  PatchStrategy,
  setHeaderOptions,
  type AppsV1Api,
  type CoreV1Api,
  type V1Deployment,
  type V1Service,
} from '@kubernetes/client-node';
import { DeployError, deploymentName, type DeploySpec } from './orchestrator';

/** The Deployment of an approved registration: one replica of its image with its requests, env and port. */
export function deploymentOf(spec: DeploySpec, namespace: string): V1Deployment {
  const name = deploymentName(spec);
  const labels = { app: name, 'modelhub.io/owner': String(spec.ownerId) };
  const requests: Record<string, string> = { cpu: String(spec.cpu), memory: `${spec.memoryGb}Gi` };
  const limits: Record<string, string> = spec.gpu ? { 'nvidia.com/gpu': '1' } : {};
  if (spec.gpu) requests['nvidia.com/gpu'] = '1';
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, namespace, labels },
    spec: {
      replicas: 1,
      selector: { matchLabels: { app: name } },
      template: {
        metadata: { labels },
        spec: {
          containers: [
            {
              name: 'model',
              image: spec.image,
              ports: [{ containerPort: spec.port }],
              env: spec.env.map((e) => ({ name: e.key, value: e.value })),
              resources: { requests, limits },
            },
          ],
        },
      },
    },
  };
}

/** The Service in front of it, on the model's port. */
export function serviceOf(spec: DeploySpec, namespace: string): V1Service {
  const name = deploymentName(spec);
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name, namespace, labels: { app: name } },
    spec: { selector: { app: name }, ports: [{ port: spec.port, targetPort: spec.port }] },
  };
}

const merge = setHeaderOptions('Content-Type', PatchStrategy.MergePatch);
const exists = (err: unknown) => err instanceof ApiException && err.code === 409;

/** What the cluster said, for the registration's error details (the API's own message when it gave one). */
function reason(err: unknown): string {
  if (err instanceof ApiException) {
    const body = err.body as unknown;
    const text = typeof body === 'string' ? body : JSON.stringify(body ?? '');
    try {
      const parsed = JSON.parse(text) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
    } catch {
      // not JSON: the text itself
    }
    return `Kubernetes answered ${err.code}: ${text}`.slice(0, 500);
  }
  return err instanceof Error ? err.message : String(err);
}

/** Creates the Deployment and the Service, or updates them (merge patch) when they exist already. */
export async function applyModel(
  apps: AppsV1Api,
  core: CoreV1Api,
  namespace: string,
  spec: DeploySpec,
): Promise<void> {
  const name = deploymentName(spec);
  const deployment = deploymentOf(spec, namespace);
  const service = serviceOf(spec, namespace);
  try {
    await apps.createNamespacedDeployment({ namespace, body: deployment }).catch(async (err) => {
      if (!exists(err)) throw err;
      await apps.patchNamespacedDeployment({ name, namespace, body: deployment }, merge);
    });
    await core.createNamespacedService({ namespace, body: service }).catch(async (err) => {
      if (!exists(err)) throw err;
      await core.patchNamespacedService({ name, namespace, body: service }, merge);
    });
  } catch (err) {
    throw new DeployError(reason(err));
  }
}
