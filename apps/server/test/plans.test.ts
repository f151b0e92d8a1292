import { describe, expect, it } from 'vitest';
import type { PlanInfo, PlanResourceId } from '@console/contract';
import { actOn, sql } from './helpers/test-app';
import { useApi } from './helpers/api';
import { useLogins } from './helpers/use-logins';

// The local orchestrator reaches a scaled pod at once, so a started pod counts as Used right away.
const t = useApi({
  LOCAL_ORCHESTRATOR_DELAY_MS: '0',
  POD_DEFAULT_CPU: '0.5',
  POD_DEFAULT_MEMORY_GB: '2',
});
const keys = useLogins(t, 'platform', 'acme');

async function planOf(ownerId: number): Promise<PlanInfo> {
  const res = await t.call('plans.info', { ownerId }, keys.platform);
  expect(res.status).toBe(200);
  return res.body as PlanInfo;
}
const row = (plan: PlanInfo, r: PlanResourceId) => plan.resources.find((x) => x.resource === r)!;

/** Acme's microservices by class and their pods' replicas now, read straight from the tables. */
async function acmeFacts() {
  const [facts] = await t.rows<{ replicas: string; ai: string; data: string }>(sql`select
      (select coalesce(sum(case when p.microservice_id is null then 1 else p.desired_replicas end), 0)
         from microservices m left join microservice_pods p on p.microservice_id = m.id
         where m.owner_id = ${t.owners.acme}) as replicas,
      (select count(*) from microservices where owner_id = ${t.owners.acme} and class_code = 'CLASS_AI') as ai,
      (select count(*) from microservices where owner_id = ${t.owners.acme} and class_code = 'CLASS_DATA') as data`);
  return { replicas: Number(facts!.replicas), ai: Number(facts!.ai), data: Number(facts!.data) };
}

const VALID = {
  planName: 'standard',
  rateLimit: 120,
  allocateCpu: 6,
  allocateMemory: 12,
  allocateStorage: 80,
  allocateGpu: 1,
  gpuType: 'NVIDIA L4',
  allocateAi: 5,
  allocateDa: 4,
};

describe('plans.info', () => {
  it("answers an owner's allocations, and Used from its running pods and microservices", async () => {
    const plan = await planOf(t.owners.acme);
    const facts = await acmeFacts();
    expect(plan).toMatchObject({ ownerId: t.owners.acme, planName: 'standard', rateLimit: 100, gpuType: '' });
    expect(row(plan, 'cpu')).toEqual({
      resource: 'cpu',
      allocated: 4,
      used: facts.replicas * 0.5,
      available: 4 - facts.replicas * 0.5,
    });
    expect(row(plan, 'memory').used).toBe(facts.replicas * 2);
    expect(row(plan, 'ai').used).toBe(facts.ai);
    expect(row(plan, 'data').used).toBe(facts.data);
    expect(plan.resources.map((r) => r.resource)).toEqual(['cpu', 'memory', 'storage', 'gpu', 'ai', 'data']);
  });

  it('counts a pod once it is started, and no longer once stopped', async () => {
    const [mine] = await t.rows<{ id: number }>(
      sql`select id from microservices where owner_id = ${t.owners.acme} order by id limit 1`,
    );
    const acme = await actOn(t, 'acme');
    const scale = async (action: 'start' | 'stop') =>
      expect((await t.call('microservices.scalePod', { id: mine!.id, action }, acme)).status).toBe(200);
    await scale('stop');
    const stopped = await planOf(t.owners.acme);
    await scale('start');
    const started = await planOf(t.owners.acme);
    expect(row(started, 'cpu').used).toBe(row(stopped, 'cpu').used + 0.5);
    expect(row(started, 'memory').used).toBe(row(stopped, 'memory').used + 2);
    expect(row(started, 'cpu').available).toBe(row(stopped, 'cpu').available - 0.5);
  });

  it("counts Storage from the owner's stored files, in GB", async () => {
    await t.db.execute(
      sql`insert into files (key, owner_id, content_type, size) values ('plans-test.bin', ${t.owners.acme}, 'application/octet-stream', ${1024 ** 3})`,
    );
    expect(row(await planOf(t.owners.acme), 'storage').used).toBe(1);
    await t.db.execute(sql`delete from files where key = 'plans-test.bin'`);
  });

  it('refuses the owner administrator (platform administration is PM staff only)', async () => {
    const res = await t.call('plans.info', {}, keys.acme);
    expect(res.status).toBe(403);
  });

  it('answers 404 for an owner that does not exist and 400 for a malformed one', async () => {
    expect((await t.call('plans.info', { ownerId: 999_999 }, keys.platform)).status).toBe(404);
    const bad = await t.call('plans.info', { ownerId: 'acme' }, keys.platform);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors.ownerId).toBeDefined();
  });
});

describe('plans.save', () => {
  it('changes the plan with one audit record, and the new allocations show with the same Used', async () => {
    const before = await planOf(t.owners.acme);
    const audit = await t.lastAuditId();
    const res = await t.call('plans.save', { ownerId: t.owners.acme, ...VALID }, keys.platform);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Successfully Updated');
    const after = await planOf(t.owners.acme);
    expect(after).toMatchObject({ planName: 'standard', rateLimit: 120, gpuType: 'NVIDIA L4' });
    expect(row(after, 'cpu')).toMatchObject({ allocated: 6, used: row(before, 'cpu').used });
    expect(row(after, 'data').allocated).toBe(4);
    const rows = await t.auditAfter(audit);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'plans.save',
      target_type: 'owner_plan',
      owner_id: t.owners.acme,
    });
  });

  it('refuses allocations below what is in use, naming each field, and changes nothing', async () => {
    const plan = await planOf(t.owners.acme);
    expect(row(plan, 'cpu').used).toBeGreaterThan(0);
    const res = await t.unchanged(() =>
      t.call(
        'plans.save',
        { ownerId: t.owners.acme, ...VALID, allocateCpu: 0, allocateAi: 0 },
        keys.platform,
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors.allocateCpu[0]).toMatch(/Below what is in use \(\d/);
    expect(Object.keys(res.body.error.fieldErrors).sort()).toEqual(
      row(plan, 'ai').used > 0 ? ['allocateAi', 'allocateCpu'] : ['allocateCpu'],
    );
  });

  it('refuses bad input with 400 and field errors, never 500', async () => {
    for (const bad of [
      { allocateCpu: -1 },
      { allocateMemory: 'lots' },
      { allocateAi: 1.5 },
      { rateLimit: -3 },
      { planName: 'x'.repeat(101) },
      { allocateGpu: undefined },
    ]) {
      const res = await t.unchanged(() =>
        t.call('plans.save', { ownerId: t.owners.acme, ...VALID, ...bad }, keys.platform),
      );
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(res.body.error.fieldErrors)).toEqual(Object.keys(bad));
    }
  });

  it('refuses the owner administrator with 403 and an owner that does not exist with 404', async () => {
    await t.unchanged(async () => {
      expect((await t.call('plans.save', VALID, keys.acme)).status).toBe(403);
      expect((await t.call('plans.save', { ...VALID, ownerId: 999_999 }, keys.platform)).status).toBe(404);
    });
  });
});
