import type { Env } from '../config/env';
import { AppError } from '../http/app-error';
import { deploymentName } from '../orchestrator/orchestrator';
import type { EndpointRow } from './gateway.repository';

/** The port a Kubernetes Service of a microservice listens on when no registration names one. */
const DEFAULT_SERVICE_PORT = 80;

/**
 * Check 9: the microservice's pod runs (microservice_pods, which every orchestrator keeps). A pod with no
 * replica running answers 503 POD_NOT_RUNNING: nothing to call.
 */
export function requirePodRunning(endpoint: EndpointRow): void {
  if (endpoint.replicas < 1)
    throw new AppError(
      'POD_NOT_RUNNING',
      `${endpoint.name} is not running (its pod has no replica up): start it in the console, then try again`,
      undefined,
      { 'retry-after': '30' },
    );
}

/**
 * Where the microservice's pod answers, once it is known to run: on Kubernetes the Service that approval
 * made (decision 0210) in the cluster's DNS; with the local orchestrator the sample model service
 * (LOCAL_POD_PORT, or `localPods` given to the gateway).
 */
export function upstreamOf(env: Env, endpoint: EndpointRow, localPods: string | null): string {
  requirePodRunning(endpoint);
  if (env.ORCHESTRATOR === 'kubernetes') {
    const name = deploymentName({
      microserviceId: endpoint.id,
      ownerId: endpoint.ownerId,
      code: endpoint.code,
    });
    return `http://${name}.${env.KUBERNETES_NAMESPACE}.svc:${endpoint.port ?? DEFAULT_SERVICE_PORT}`;
  }
  const local = localPods ?? (env.LOCAL_POD_PORT ? `http://127.0.0.1:${env.LOCAL_POD_PORT}` : null);
  if (!local)
    throw new AppError(
      'POD_NOT_RUNNING',
      `${endpoint.name} has no pod to answer: the local pods are off (LOCAL_POD_PORT=0)`,
    );
  return local;
}
