import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { actOn, call, sql } from './helpers/test-app';
import { idByCode, podState } from './helpers/microservice-fixtures';
import { useApi } from './helpers/api';
import { answer, failure, useKubeStandIn, type StandInRequest } from './helpers/kube-stand-in';

/**
 * The kubernetes orchestrator against a stand-in for the Kubernetes API: a small HTTP server that
 * checks each request and keeps one Deployment's replicas, ready one request after it was scaled.
 */
const t = useApi();
const deployment = { replicas: 1, ready: 1, readySoon: false };
let name = '';

function handle(req: StandInRequest, res: http.ServerResponse) {
  const base = `/apis/apps/v1/namespaces/models/deployments/${name}`;
  if (req.method === 'PATCH' && req.url?.startsWith(`${base}/scale`)) {
    deployment.replicas = req.body.spec.replicas;
    deployment.readySoon = true;
    return answer(res, 200, {
      kind: 'Scale',
      apiVersion: 'autoscaling/v1',
      metadata: { name, namespace: 'models' },
      spec: { replicas: deployment.replicas },
    });
  }
  if (req.method === 'GET' && req.url?.startsWith(`${base}/status`)) {
    // The first read after a scale still sees the old pods; the next one sees the new state.
    if (deployment.readySoon) deployment.readySoon = false;
    else deployment.ready = deployment.replicas;
    const status = { readyReplicas: deployment.ready };
    return answer(res, 200, {
      kind: 'Deployment',
      apiVersion: 'apps/v1',
      metadata: { name, namespace: 'models' },
      spec: { replicas: deployment.replicas },
      status,
    });
  }
  return answer(res, 404, failure(404, 'NotFound', 'not found'));
}

const kube = useKubeStandIn(t, handle, { POD_POLL_SECONDS: '5' });

describe('the kubernetes orchestrator', () => {
  it("scales the microservice's Deployment through the scale subresource and reads its status", async () => {
    const key = await actOn(t, 'acme', kube.app);
    const id = await idByCode(t.db, 'BASKETAFF', t.owners.acme);
    name = `ms-${t.owners.acme}-basketaff`;
    kube.seen.length = 0;
    const stop = await call(kube.app, 'microservices.scalePod', { id, action: 'stop' }, key);
    expect(stop.status, JSON.stringify(stop.body)).toBe(200);
    expect(stop.body).toEqual({ ...podState('RUNNING', 1, 0, true), pollSeconds: 5 });
    const patch = kube.seen.find((r) => r.method === 'PATCH');
    expect(patch).toMatchObject({
      url: expect.stringMatching(new RegExp(`^/apis/apps/v1/namespaces/models/deployments/${name}/scale`)),
      type: 'application/merge-patch+json',
      auth: 'Bearer stand-in-token',
      body: { spec: { replicas: 0 } },
    });
    expect(
      kube.seen.some(
        (r) =>
          r.method === 'GET' &&
          r.url.startsWith(`/apis/apps/v1/namespaces/models/deployments/${name}/status`),
      ),
    ).toBe(true);

    const polled = await call(kube.app, 'microservices.podStatus', { id }, key);
    expect(polled.body).toEqual({ ...podState('STOPPED', 0, 0, false), pollSeconds: 5 });
    // What the cluster said is kept for the list.
    const [pod] = await t.rows<{ desired_replicas: number; previous_replicas: number }>(
      sql`select * from microservice_pods where microservice_id = ${id}`,
    );
    expect(pod).toMatchObject({ desired_replicas: 0, previous_replicas: 0 });
    const list = await call(kube.app, 'microservices.list', { search: 'basketaff' }, key);
    expect(list.body.rows[0].podStatus).toBe('STOPPED');
  });

  it('answers 409 when the microservice has no Deployment, and a stopped pod on reading it', async () => {
    const key = await actOn(t, 'acme', kube.app);
    const id = await idByCode(t.db, 'STOREFORECAST', t.owners.acme);
    const res = await call(kube.app, 'microservices.scalePod', { id, action: 'start' }, key);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CONFLICT');
    const status = await call(kube.app, 'microservices.podStatus', { id }, key);
    expect(status.body).toMatchObject(podState('STOPPED', 0, 0, false));
  });
});
