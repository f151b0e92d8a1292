import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES as M } from '@console/contract';
import { useApi } from './helpers/api';
import { answer, failure, useKubeStandIn, type StandInRequest } from './helpers/kube-stand-in';
import { register } from './helpers/registration-fixtures';
import { actOn, call, login, sql } from './helpers/test-app';

/**
 * Approval through the kubernetes orchestrator, against a stand-in for the Kubernetes API that records
 * each request and answers as the API server would: create, 409 when it exists (then a merge patch),
 * or a refusal when told to fail.
 */
const t = useApi();
const existing = new Set<string>();
let failWith: { code: number; message: string } | null = null;

function handle(req: StandInRequest, res: http.ServerResponse) {
  const { body } = req;
  const created = /^\/(apis\/apps\/v1|api\/v1)\/namespaces\/models\/(deployments|services)$/.exec(
    req.url.split('?')[0]!,
  );
  const patched =
    /^\/(apis\/apps\/v1|api\/v1)\/namespaces\/models\/(deployments|services)\/([a-z0-9-]+)$/.exec(
      req.url.split('?')[0]!,
    );
  if (failWith) return answer(res, failWith.code, failure(failWith.code, 'Forbidden', failWith.message));
  if (req.method === 'POST' && created) {
    const id = `${created[2]}/${body.metadata.name}`;
    if (existing.has(id)) return answer(res, 409, failure(409, 'AlreadyExists', `${id} already exists`));
    existing.add(id);
    return answer(res, 201, body);
  }
  if (req.method === 'PATCH' && patched && existing.has(`${patched[2]}/${patched[3]}`))
    return answer(res, 200, body);
  return answer(res, 404, failure(404, 'NotFound', 'not found'));
}

const kube = useKubeStandIn(t, handle, {
  REGISTRATION_RUNTIME_IMAGE: 'registry.example/runtime:7',
  PUBLIC_URL: 'https://console.example.test/',
});

describe('approval through the kubernetes orchestrator', () => {
  it('creates the Deployment (image, requests, GPU, env, port) and the Service, then shows Approved', async () => {
    const ts = await login(kube.app, 'teamspace');
    const id = await register(kube.app, ts, {
      name: 'Kube model',
      code: 'KubeModel',
      resourceCpu: '0.5',
      resourceMemory: '1.5',
      enableGpu: 'yes',
      modelImagePort: '9000',
      envVariables: [{ key: 'MODE', value: 'batch' }],
    });
    kube.seen.length = 0;
    const pm = await actOn(t, 'teamspace', kube.app);
    const res = await call(kube.app, 'registrations.approve', { id }, pm);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: M.APPROVE_DONE, status: 'approved', errorMsg: '' });
    const name = `ms-${t.owners.teamspace}-kubemodel`;
    expect(kube.seen.map((s) => `${s.method} ${s.url.split('?')[0]}`)).toEqual([
      'POST /apis/apps/v1/namespaces/models/deployments',
      'POST /api/v1/namespaces/models/services',
    ]);
    for (const s of kube.seen) expect(s.auth).toBe('Bearer stand-in-token');
    const deployment = kube.seen[0]!.body;
    expect(deployment.metadata.name).toBe(name);
    expect(deployment.spec.replicas).toBe(1);
    const container = deployment.spec.template.spec.containers[0];
    expect(container.image).toBe('registry.example/runtime:7');
    expect(container.ports).toEqual([{ containerPort: 9000 }]);
    expect(container.resources.requests).toEqual({ cpu: '0.5', memory: '1.5Gi', 'nvidia.com/gpu': '1' });
    expect(container.resources.limits).toEqual({ 'nvidia.com/gpu': '1' });
    expect(container.env).toEqual(
      expect.arrayContaining([
        { name: 'MODE', value: 'batch' },
        // Absolute, on PUBLIC_URL: the pod fetches the archive from the console.
        {
          name: 'MODEL_ARCHIVE_URL',
          value: expect.stringMatching(/^https:\/\/console\.example\.test\/files\/[^/]+$/),
        },
        {
          name: 'DOCS_YAML_URL',
          value: expect.stringMatching(/^https:\/\/console\.example\.test\/files\/[^/]+$/),
        },
      ]),
    );
    expect(deployment.spec.selector.matchLabels).toEqual(
      deployment.spec.template.metadata.labels.app && { app: name },
    );
    const service = kube.seen[1]!.body;
    expect(service.metadata.name).toBe(name);
    expect(service.spec).toEqual({ selector: { app: name }, ports: [{ port: 9000, targetPort: 9000 }] });
    const info = await call(kube.app, 'registrations.info', { id }, ts);
    expect(info.body).toMatchObject({ status: 'approved', modelStatus: 'Deploying' });
  });

  it('updates the Deployment and Service with a merge patch when they exist already', async () => {
    const ts = await login(kube.app, 'teamspace');
    const id = await register(kube.app, ts, { name: 'Kube again', code: 'kubeagain' });
    const name = `ms-${t.owners.teamspace}-kubeagain`;
    existing.add(`deployments/${name}`).add(`services/${name}`);
    kube.seen.length = 0;
    const res = await call(kube.app, 'registrations.approve', { id }, await actOn(t, 'teamspace', kube.app));
    expect(res.body.status).toBe('approved');
    expect(
      kube.seen.map((s) => `${s.method} ${s.url.split('?')[0]} ${s.method === 'PATCH' ? s.type : ''}`.trim()),
    ).toEqual([
      'POST /apis/apps/v1/namespaces/models/deployments',
      `PATCH /apis/apps/v1/namespaces/models/deployments/${name} application/merge-patch+json`,
      'POST /api/v1/namespaces/models/services',
      `PATCH /api/v1/namespaces/models/services/${name} application/merge-patch+json`,
    ]);
  });

  it("moves a registration whose deployment fails to Rejected with 'Deployment error' and the message", async () => {
    const ts = await login(kube.app, 'teamspace');
    const id = await register(kube.app, ts, { name: 'Kube fails', code: 'kubefails' });
    const [before] = await t.rows<{ n: number }>(sql`select count(*)::int as n from microservices`);
    failWith = { code: 403, message: 'deployments.apps is forbidden: quota exceeded' };
    const pm = await actOn(t, 'teamspace', kube.app);
    const auditBefore = await t.lastAuditId();
    const res = await call(kube.app, 'registrations.approve', { id }, pm);
    failWith = null;
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: M.DEPLOY_FAILED,
      status: 'rejected',
      errorMsg: 'deployments.apps is forbidden: quota exceeded',
    });
    await t.oneAudit(auditBefore, { action: 'registrations.approve', target_id: String(id) });
    const list = await call(kube.app, 'registrations.list', { status: 'rejected', search: 'Kube fails' }, ts);
    expect(list.body.rows).toEqual([
      expect.objectContaining({
        id,
        rejectKind: 'deployment',
        errorMsg: 'deployments.apps is forbidden: quota exceeded',
      }),
    ]);
    // The microservice written for it was undone with the deployment.
    const [after] = await t.rows<{ n: number }>(sql`select count(*)::int as n from microservices`);
    expect(after!.n).toBe(before!.n);
  });
});
