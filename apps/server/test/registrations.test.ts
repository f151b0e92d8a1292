import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES as M } from '@console/contract';
import { useApi } from './helpers/api';
import { register, registrationBody, uploadSources } from './helpers/registration-fixtures';
import { actOn, sql } from './helpers/test-app';
import { useLogins } from './helpers/use-logins';

const t = useApi();
const keys = useLogins(t, 'teamspace', 'acme', 'platform');
const pm = () => actOn(t, 'teamspace');

const info = (id: number) => t.ok('registrations.info', { id }, keys.teamspace);
const tab = (status: string, search = '') => t.ok('registrations.list', { status, search }, keys.teamspace);
/** Registers a team-space model asking the plan for `resourceCpu` (and `resourceMemory`); answers its id. */
const registerSized = (name: string, code: string, resourceCpu: string, resourceMemory?: string) =>
  register(t.app, keys.teamspace, { name, code, resourceCpu, ...(resourceMemory && { resourceMemory }) });

describe('registrations.limits (datacheck)', () => {
  it("answers what the owner's plan has left and the team-space code", async () => {
    const plan = await t.ok('plans.info', {}, await pm());
    const free = (r: string) => plan.resources.find((x: { resource: string }) => x.resource === r).available;
    const limits = await t.ok('registrations.limits', {}, keys.teamspace);
    expect(limits).toEqual({ cpu: free('cpu'), memory: free('memory'), teamspaceCode: expect.any(String) });
    expect(limits.teamspaceCode.length).toBeGreaterThan(0);
  });

  it('is refused to an owner administrator who manages no microservices, and without a session', async () => {
    await t.refused(403, 'registrations.limits', {}, keys.acme);
    await t.refused(401, 'registrations.limits', {});
  });
});

describe('registrations.save (register, updatedetails)', () => {
  it('registers a pending microservice with the endpoint built by the server, one audit record, secrets hidden', async () => {
    const sources = await uploadSources(t.app, keys.teamspace);
    const before = await t.lastAuditId();
    const res = await t.ok(
      'registrations.save',
      registrationBody(sources, {
        name: 'Audit model',
        code: 'AuditModel',
        envVariables: [{ key: 'TOKEN', value: 's3cret' }],
      }),
      keys.teamspace,
    );
    expect(res.message).toBe(M.CREATED);
    const audit = await t.oneAudit(before, { action: 'registrations.save', target_type: 'registration' });
    expect(JSON.stringify(audit.after)).not.toContain('s3cret');
    const { teamspaceCode } = await t.ok('registrations.limits', {}, keys.teamspace);
    const r = await info(res.id);
    expect(r).toMatchObject({
      name: 'Audit model',
      status: 'pending',
      code: 'AuditModel',
      endpoint: `/${teamspaceCode}/auditmodel/v1/getresults`.toLowerCase(),
      version: 'v1.0.0',
      enableGpu: 'no',
      resourceCpu: 1,
      resourceMemory: 2,
      modelImagePort: 8080,
      envVariables: [{ key: 'TOKEN', value: 's3cret' }],
      modelImageUrl: sources.modelImageUrl,
      modelImageName: 'model.tar.gz',
      docsYamlName: 'docs.yaml',
      rejectKind: null,
      modelStatus: '',
    });
  });

  it('takes the defaults of 002 section 9: GPU yes, result type getresults, version type major', async () => {
    const sources = await uploadSources(t.app, keys.teamspace);
    const body: Record<string, unknown> = registrationBody(sources, { name: 'Defaults', code: 'defaults' });
    delete body.enableGpu;
    delete body.resultType;
    const { id } = await t.ok('registrations.save', body, keys.teamspace);
    expect(await info(id)).toMatchObject({
      enableGpu: 'yes',
      resultType: 'getresults',
      versionType: 'major',
    });
  });

  it('answers 400 with field errors for missing and malformed fields, never 500', async () => {
    const empty = await t.refused(400, 'registrations.save', {}, keys.teamspace);
    expect(empty.body.error.fieldErrors).toMatchObject({
      name: [M.NAME_REQ],
      description: [M.DESC_REQ],
      deploymentType: [M.TYPE_REQ],
      resourceCpu: [M.CPU_REQ],
      resourceMemory: [M.MEM_REQ],
      modelImagePort: [M.PORT_REQ],
      code: [M.CODE_REQ],
      modelImageUrl: [M.MODEL_REQ],
      docsYamlUrl: [M.YAML_REQ],
    });
    const sources = { modelImageUrl: '/files/x.gz', docsYamlUrl: '/files/y.yaml' };
    const bad = await t.refused(
      400,
      'registrations.save',
      registrationBody(sources, {
        resourceCpu: '1,5',
        resourceMemory: 'lots',
        modelImagePort: '80a',
        major: '1.2',
        code: 'no spaces',
        envVariables: [
          { key: 'A', value: '' },
          { key: 'B', value: '1' },
          { key: 'B', value: '2' },
        ],
      }),
      keys.teamspace,
    );
    expect(bad.body.error.fieldErrors).toMatchObject({
      resourceCpu: [M.NUMBER],
      resourceMemory: [M.NUMBER],
      modelImagePort: [M.DIGITS],
      major: [M.DIGITS],
      code: ['Letters and digits only'],
      'envVariables.0.value': [M.ENV_KEY_VALUE],
      'envVariables.2.key': [M.ENV_KEY_UNIQUE],
    });
    for (const weird of [[], 'x', { resourceCpu: { $gt: 1 } }, { name: 'x'.repeat(10_000) }])
      expect((await t.call('registrations.save', weird, keys.teamspace)).status).toBe(400);
  });

  it('refuses CPU or memory above what the plan has left (ISCPU, ISMEM), on the field', async () => {
    const limits = await t.ok('registrations.limits', {}, keys.teamspace);
    const sources = await uploadSources(t.app, keys.teamspace);
    const body = registrationBody(sources, {
      name: 'Too big',
      code: 'toobig',
      resourceCpu: String(limits.cpu + 1),
      resourceMemory: String(limits.memory + 0.5),
    });
    const res = await t.refused(400, 'registrations.save', body, keys.teamspace);
    expect(res.body.error.fieldErrors).toEqual({ resourceCpu: [M.ISCPU], resourceMemory: [M.ISMEM] });
  });

  it("refuses sources that were never uploaded or are another owner's ('Error')", async () => {
    const body = registrationBody(
      { modelImageUrl: '/files/0123456789abcdef.gz', docsYamlUrl: '/files/0123456789abcdef.yaml' },
      { name: 'No files', code: 'nofiles' },
    );
    const res = await t.refused(400, 'registrations.save', body, keys.teamspace);
    expect(res.body.error.message).toBe(M.MISSING_SOURCES);
    // Acme's archive (uploaded by platform staff acting on Acme is theirs; here Acme's own file row).
    const [file] = await t.rows<{ key: string }>(
      sql`insert into files (key, owner_id, content_type, size) values ('acmefile.gz', ${t.owners.acme}, 'application/gzip', 10) returning key`,
    );
    const theirs = registrationBody(
      { modelImageUrl: `/files/${file!.key}`, docsYamlUrl: '/files/none.yaml' },
      { name: 'Theirs', code: 'theirs' },
    );
    expect(
      (await t.refused(400, 'registrations.save', theirs, keys.teamspace)).body.error.fieldErrors,
    ).toEqual({
      modelImageUrl: [M.MISSING_SOURCES],
    });
    // A docs file named as the archive is not an archive.
    const sources = await uploadSources(t.app, keys.teamspace);
    const swapped = registrationBody(
      { modelImageUrl: sources.docsYamlUrl, docsYamlUrl: sources.modelImageUrl },
      { name: 'Swapped', code: 'swapped' },
    );
    expect(
      (await t.refused(400, 'registrations.save', swapped, keys.teamspace)).body.error.fieldErrors,
    ).toEqual({
      modelImageUrl: [M.MISSING_SOURCES],
    });
  });

  it('keeps name and code unique per owner, without case, with the spec messages (and at save)', async () => {
    await register(t.app, keys.teamspace, { name: 'Unique one', code: 'uniqueone' });
    const sources = await uploadSources(t.app, keys.teamspace);
    const byName = await t.refused(
      409,
      'registrations.save',
      registrationBody(sources, { name: 'UNIQUE ONE', code: 'other1' }),
      keys.teamspace,
    );
    expect(byName.body.error).toEqual({
      code: 'NAME_EXIST',
      message: M.NAME_EXIST,
      fieldErrors: { name: [M.NAME_EXIST] },
    });
    const byCode = await t.refused(
      409,
      'registrations.save',
      registrationBody(sources, { name: 'Other one', code: 'UniqueOne' }),
      keys.teamspace,
    );
    expect(byCode.body.error.code).toBe('CODE_EXIST');
    expect(byCode.body.error.message).toBe(M.CODE_EXIST);
    // Another owner may use the same name and code.
    const platformKey = keys.platform;
    const own = await register(t.app, platformKey, { name: 'Unique one', code: 'uniqueone' });
    expect(own).toBeGreaterThan(0);
  });

  it('locks code, result type and major version once saved; other fields change', async () => {
    const id = await register(t.app, keys.teamspace, { name: 'Lockable', code: 'lockable' });
    const current = await info(id);
    const sources = { modelImageUrl: current.modelImageUrl, docsYamlUrl: current.docsYamlUrl };
    const locked = await t.refused(
      400,
      'registrations.save',
      registrationBody(sources, {
        id,
        name: 'Lockable',
        code: 'other',
        resultType: 'getpredictions',
        major: '2',
      }),
      keys.teamspace,
    );
    expect(locked.body.error.fieldErrors).toEqual({
      code: [M.LOCKED],
      resultType: [M.LOCKED],
      major: [M.LOCKED],
    });
    const before = await t.lastAuditId();
    const ok = await t.ok(
      'registrations.save',
      registrationBody(sources, { id, name: 'Lockable 2', code: 'LOCKABLE', minor: '3' }),
      keys.teamspace,
    );
    expect(ok).toEqual({ message: M.UPDATED, id });
    await t.oneAudit(before, { action: 'registrations.save', target_id: String(id) });
    expect(await info(id)).toMatchObject({ name: 'Lockable 2', version: 'v1.3.0', code: 'LOCKABLE' });
  });

  it("answers 404 for another owner's registration and changes nothing", async () => {
    const theirs = await register(t.app, keys.platform, { name: 'Platform model', code: 'platformmodel' });
    await t.refused(404, 'registrations.info', { id: theirs }, keys.teamspace);
    const current = await t.ok('registrations.info', { id: theirs }, keys.platform);
    const body = registrationBody(
      { modelImageUrl: current.modelImageUrl, docsYamlUrl: current.docsYamlUrl },
      { id: theirs, name: 'Taken over', code: 'platformmodel' },
    );
    await t.refused(404, 'registrations.save', body, keys.teamspace);
    await t.refused(404, 'registrations.delete', { ids: [theirs] }, keys.teamspace);
    await t.refused(404, 'registrations.save', { ...body, ownerId: t.owners.platform }, keys.teamspace);
  });
});

describe('registrations.checkDuplicate (checkmsdup)', () => {
  it('tells a taken name or code with the spec messages, and not the registration itself', async () => {
    const id = await register(t.app, keys.teamspace, { name: 'Dup check', code: 'dupcheck' });
    const check = (body: object) => t.ok('registrations.checkDuplicate', body, keys.teamspace);
    expect(await check({ type: 'name', value: 'DUP CHECK' })).toEqual({
      exists: true,
      message: M.NAME_EXIST,
    });
    expect(await check({ type: 'code', value: 'DupCheck' })).toEqual({ exists: true, message: M.CODE_EXIST });
    expect(await check({ type: 'code', value: 'dupcheck', id })).toEqual({ exists: false, message: '' });
    expect(await check({ type: 'name', value: 'Free name' })).toEqual({ exists: false, message: '' });
    await t.refused(400, 'registrations.checkDuplicate', { type: 'title', value: 'x' }, keys.teamspace);
  });
});

describe('approve and reject (PM owners only)', () => {
  it('approval deploys: Approved with a model status, the microservice with its pod, counted in Used', async () => {
    const id = await registerSized('Deployable', 'deployable', '0.5');
    const key = await pm();
    const usedBefore = await t.ok('plans.info', {}, key);
    await t.refused(403, 'registrations.approve', { id }, keys.teamspace);
    const before = await t.lastAuditId();
    const res = await t.ok('registrations.approve', { id }, key);
    expect(res).toEqual({ message: M.APPROVE_DONE, status: 'approved', errorMsg: '' });
    await t.oneAudit(before, { action: 'registrations.approve', target_id: String(id) });
    const r = await info(id);
    expect(r.status).toBe('approved');
    expect(['Deploying', 'Running']).toContain(r.modelStatus);
    const approved = await tab('approved', 'Deployable');
    expect(approved.rows.map((x: { id: number }) => x.id)).toEqual([id]);
    const list = await t.ok('microservices.list', { search: 'Deployable' }, key);
    expect(list.rows).toEqual([expect.objectContaining({ id: r.microserviceId, name: 'Deployable' })]);
    const status = await t.ok('microservices.podStatus', { id: r.microserviceId }, key);
    expect(status.desiredReplica).toBe(1);
    const usedAfter = await t.ok('plans.info', {}, key);
    const cpu = (p: { resources: Array<{ resource: string; used: number }> }) =>
      p.resources.find((x) => x.resource === 'cpu')!.used;
    expect(cpu(usedAfter)).toBeCloseTo(cpu(usedBefore) + 0.5, 3);
    // Approved once: neither approved again, nor rejected, nor edited.
    await t.refused(409, 'registrations.approve', { id }, key);
    await t.refused(409, 'registrations.reject', { id, comment: 'late' }, key);
    const sources = { modelImageUrl: r.modelImageUrl, docsYamlUrl: r.docsYamlUrl };
    await t.refused(
      409,
      'registrations.save',
      registrationBody(sources, { id, name: 'Deployable', code: 'deployable' }),
      keys.teamspace,
    );
  });

  it('checks the plan again at approval (ISCPU): the registration stays pending', async () => {
    const key = await pm();
    const limits = await t.ok('registrations.limits', {}, keys.teamspace);
    const id = await registerSized('Fits now', 'fitsnow', String(limits.cpu), '0.5');
    const other = await registerSized('Takes it', 'takesit', '0.5', '0.5');
    await t.ok('registrations.approve', { id: other }, key);
    const res = await t.refused(400, 'registrations.approve', { id }, key);
    expect(res.body.error.fieldErrors).toEqual({ resourceCpu: [M.ISCPU] });
    expect((await info(id)).status).toBe('pending');
  });

  it('rejection needs a comment, moves to Rejected as Manual Reject; an edit sends it back to Pending', async () => {
    const id = await register(t.app, keys.teamspace, { name: 'Rejectable', code: 'rejectable' });
    const key = await pm();
    await t.refused(403, 'registrations.reject', { id, comment: 'no' }, keys.teamspace);
    const empty = await t.refused(400, 'registrations.reject', { id, comment: '  ' }, key);
    expect(empty.body.error.fieldErrors).toEqual({ comment: [M.COMMENT_REQ] });
    const before = await t.lastAuditId();
    expect(await t.ok('registrations.reject', { id, comment: 'Port must be 80' }, key)).toEqual({
      message: M.REJECT_DONE,
    });
    await t.oneAudit(before, { action: 'registrations.reject', target_id: String(id) });
    const rejected = await tab('rejected', 'Rejectable');
    expect(rejected.rows).toEqual([
      expect.objectContaining({ id, status: 'rejected', rejectKind: 'manual', errorMsg: 'Port must be 80' }),
    ]);
    const r = await info(id);
    const sources = { modelImageUrl: r.modelImageUrl, docsYamlUrl: r.docsYamlUrl };
    await t.ok(
      'registrations.save',
      registrationBody(sources, { id, name: 'Rejectable', code: 'rejectable', modelImagePort: '80' }),
      keys.teamspace,
    );
    expect(await info(id)).toMatchObject({
      status: 'pending',
      rejectKind: null,
      errorMsg: '',
      modelImagePort: 80,
    });
  });

  it("answers 404 for another owner's registration", async () => {
    const theirs = await register(t.app, keys.platform, { name: 'Not yours', code: 'notyours' });
    await t.refused(404, 'registrations.approve', { id: theirs }, await pm());
    await t.refused(404, 'registrations.reject', { id: theirs, comment: 'x' }, await pm());
  });
});

describe('registrations.list (getregmicrolist)', () => {
  it('pages one tab, searches by name and counts every tab', async () => {
    const a = await register(t.app, keys.teamspace, { name: 'Listed alpha', code: 'listedalpha' });
    const b = await register(t.app, keys.teamspace, { name: 'Listed beta', code: 'listedbeta' });
    await t.ok('registrations.reject', { id: b, comment: 'Manual' }, await pm());
    const pending = await tab('pending', 'Listed');
    expect(pending.rows.map((r: { id: number }) => r.id)).toEqual([a]);
    expect(pending.counts).toEqual({ pending: 1, approved: 0, rejected: 1 });
    expect(pending.total).toBe(1);
    const all = await tab('pending');
    expect(all.counts.pending).toBe(all.total);
    await t.refused(400, 'registrations.list', { status: 'archived' }, keys.teamspace);
    await t.refused(403, 'registrations.list', {}, keys.acme);
  });
});

describe('registrations.delete', () => {
  it('deletes from any tab with one audit record; an approved one leaves its microservice', async () => {
    const pending = await register(t.app, keys.teamspace, { name: 'Del pending', code: 'delpending' });
    const approved = await registerSized('Del approved', 'delapproved', '0.1', '0.1');
    const rejected = await register(t.app, keys.teamspace, { name: 'Del rejected', code: 'delrejected' });
    const key = await pm();
    await t.ok('registrations.approve', { id: approved }, key);
    await t.ok('registrations.reject', { id: rejected, comment: 'x' }, key);
    const microserviceId = (await info(approved)).microserviceId;
    const before = await t.lastAuditId();
    expect(
      await t.ok('registrations.delete', { ids: [pending, approved, rejected] }, keys.teamspace),
    ).toEqual({
      message: M.DELETED,
      deleted: 3,
    });
    await t.oneAudit(before, { action: 'registrations.delete' });
    await t.refused(404, 'registrations.info', { id: pending }, keys.teamspace);
    const [ms] = await t.rows<{ id: number }>(sql`select id from microservices where id = ${microserviceId}`);
    expect(ms?.id).toBe(microserviceId);
    await t.refused(400, 'registrations.delete', { ids: [] }, keys.teamspace);
  });
});

describe('an approved registration whose microservice is deleted', () => {
  it('stays Approved with the model status Removed', async () => {
    const id = await registerSized('Short lived', 'shortlived', '0.1', '0.1');
    const key = await pm();
    await t.ok('registrations.approve', { id }, key);
    const { microserviceId } = await info(id);
    await t.ok('microservices.delete', { ids: [microserviceId] }, key);
    expect(await info(id)).toMatchObject({
      status: 'approved',
      modelStatus: 'Removed',
      microserviceId: null,
    });
  });
});
