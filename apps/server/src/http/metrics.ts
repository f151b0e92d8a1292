import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client';
import { orchestratorOperations } from '../orchestrator/orchestrator-metrics';
import { sessionLookups } from '../modules/auth/session-cache';
import { RATE_LIMITED } from './error-handler';

export const METRICS_PATH = '/metrics';

/**
 * The label of a request: the call's name for POST /api/<name>, else a fixed word, so the number of
 * series stays bounded whatever paths clients send.
 */
function callOf(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (!route) return 'not_found';
  if (route.startsWith('/api/health')) return 'health';
  if (route.startsWith('/api/')) return route.slice(5);
  if (route === '/files/:key') return 'files';
  if (route === METRICS_PATH) return 'metrics';
  return 'console';
}

/**
 * Prometheus metrics on GET /metrics (prom-client): calls by name and status with their duration,
 * the PostgreSQL pool, failed sign-ins, orchestrator operations and the process's own figures.
 */
export function registerMetrics(app: FastifyInstance, database: Database): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'console_' });
  const requests = new Counter({
    name: 'console_http_requests_total',
    help: 'Requests answered, by call (the API call name, or health, files, console, not_found) and status',
    labelNames: ['call', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'console_http_request_duration_seconds',
    help: 'Time from request to answer, by call and status',
    labelNames: ['call', 'status'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const loginFailures = new Counter({
    name: 'console_login_failures_total',
    help: 'Refused sign-ins: invalid_credentials (401), locked or rate_limited (429)',
    labelNames: ['reason'],
    registers: [registry],
  });
  new Gauge({
    name: 'console_db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, in_use, and waiting (requests queued for one)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  registry.registerMetric(orchestratorOperations);
  registry.registerMetric(sessionLookups);
  const seriesOf = new Map<
    string,
    { count: ReturnType<typeof requests.labels>; time: ReturnType<typeof duration.labels> }
  >();

  app.addHook('onResponse', (request, reply, done) => {
    const call = callOf(request);
    // The console's catch-all route answering 404 (/readyz, /foo.php) is a miss, not a console page.
    const labels = {
      call: call === 'console' && reply.statusCode === 404 ? 'not_found' : call,
      status: String(reply.statusCode),
    };
    // One child series per call and status, made once (labelling each observation hashes the labels).
    const id = `${labels.call} ${labels.status}`;
    let series = seriesOf.get(id);
    if (!series) {
      series = { count: requests.labels(labels), time: duration.labels(labels) };
      seriesOf.set(id, series);
    }
    series.count.inc();
    series.time.observe(reply.elapsedTime / 1000);
    if (labels.call === 'auth.login') {
      if (reply.statusCode === 401) loginFailures.inc({ reason: 'invalid_credentials' });
      else if (reply.statusCode === 429)
        loginFailures.inc({ reason: RATE_LIMITED.has(request) ? 'rate_limited' : 'locked' });
    }
    done();
  });
  app.get(METRICS_PATH, async (_request, reply) =>
    reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics()),
  );
}
