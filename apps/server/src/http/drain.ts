import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Env } from '../config/env';
import type { Lifecycle } from './lifecycle';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A graceful stop of the process's servers (console, gateway), which share `lifecycle`: 1. readiness
 * fails first, and calls are still served for SHUTDOWN_DELAY_MS while load balancers take the process
 * out; 2. new calls answer 503 and every answer closes its connection; 3. in-flight calls finish within
 * SHUTDOWN_DRAIN_MS, idle keep-alive connections closed as they appear, then the rest are cut; the
 * servers close. Answers whether calls had to be cut.
 */
export async function drainAndClose(
  apps: FastifyInstance[],
  lifecycle: Lifecycle,
  env: Pick<Env, 'SHUTDOWN_DELAY_MS' | 'SHUTDOWN_DRAIN_MS'>,
  log: FastifyBaseLogger,
  signal: string,
): Promise<boolean> {
  const t0 = Date.now();
  lifecycle.ready = false;
  log.info(
    `${signal}: readiness off; draining ${lifecycle.inFlight} in-flight request(s) (at most ${env.SHUTDOWN_DRAIN_MS} ms)`,
  );
  if (env.SHUTDOWN_DELAY_MS) await sleep(env.SHUTDOWN_DELAY_MS);
  lifecycle.draining = true;
  while (lifecycle.inFlight > 0 && Date.now() - t0 < env.SHUTDOWN_DRAIN_MS) {
    for (const app of apps) app.server.closeIdleConnections();
    await sleep(25);
  }
  const forced = lifecycle.inFlight > 0;
  if (forced) {
    log.error(
      `${lifecycle.inFlight} request(s) still running after ${env.SHUTDOWN_DRAIN_MS} ms: closing their connections`,
    );
    for (const app of apps) app.server.closeAllConnections();
  }
  for (const app of apps) {
    app.server.closeIdleConnections();
    await app.close();
  }
  return forced;
}

/**
 * The process's stop, once whatever signal asks for it again: drains and closes `apps`, then `closeRest`
 * (the sample pods, the database), logs how long it took and exits (1 when calls had to be cut).
 */
export function stopOnce(
  apps: FastifyInstance[],
  lifecycle: Lifecycle,
  env: Pick<Env, 'SHUTDOWN_DELAY_MS' | 'SHUTDOWN_DRAIN_MS'>,
  log: FastifyBaseLogger,
  closeRest: () => Promise<void>,
): (signal: string) => Promise<void> {
  let stopping = false;
  return async (signal) => {
    if (stopping) return;
    stopping = true;
    const t0 = Date.now();
    const forced = await drainAndClose(apps, lifecycle, env, log, signal);
    await closeRest();
    log.info(`stopped after ${Date.now() - t0} ms`);
    process.exit(forced ? 1 : 0);
  };
}
