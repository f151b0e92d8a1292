import type { Env } from '../config/env';
import { KubernetesOrchestrator } from './kubernetes-orchestrator';
import { LocalOrchestrator } from './local-orchestrator';
import type { Orchestrator } from './orchestrator';
import { counted } from './orchestrator-metrics';

const made = new WeakMap<Env, Orchestrator>();

/** The orchestrator ORCHESTRATOR names, made once per environment (the Kubernetes client is reused). */
export function orchestratorFor(env: Env): Orchestrator {
  let orchestrator = made.get(env);
  if (!orchestrator) {
    orchestrator = counted(
      env.ORCHESTRATOR === 'kubernetes'
        ? KubernetesOrchestrator.fromEnv(env.KUBECONFIG, env.KUBERNETES_NAMESPACE)
        : new LocalOrchestrator(env.LOCAL_ORCHESTRATOR_DELAY_MS),
    );
    made.set(env, orchestrator);
  }
  return orchestrator;
}
