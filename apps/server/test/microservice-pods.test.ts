import { describe, expect, it } from 'vitest';
import { actOn, call, expectUnchanged, login, sql, useTestApp } from './helpers/test-app';
import { idByCode } from './helpers/microservice-fixtures';

const t = useTestApp();

/** Lets the simulated cluster's delay pass for one pod. */
async function elapse(id: number) {
  await t.db.execute(
    sql`update microservice_pods set ready_at = now() - interval '1 second' where microservice_id = ${id}`,
  );
}

describe('microservices.scalePod and podStatus on the local orchestrator', () => {
  it('stops a pod after the delay, then starts it again', async () => {
    const key = await actOn(t, 'acme');
    const id = await idByCode(t.db, 'BASKETAFF', t.owners.acme);
    const stop = await call(t.app, 'microservices.scalePod', { id, action: 'stop' }, key);
    expect(stop.status).toBe(200);
    expect(stop.body).toEqual({
      podStatus: 'RUNNING',
      podReplica: 1,
      desiredReplica: 0,
      changing: true,
      pollSeconds: 15,
    });
    // Still changing until the delay (20 s by default) has passed.
    expect((await call(t.app, 'microservices.podStatus', { id }, key)).body).toMatchObject({
      changing: true,
      podStatus: 'RUNNING',
    });
    // Asking again does not restart the wait.
    expect((await call(t.app, 'microservices.scalePod', { id, action: 'stop' }, key)).body.changing).toBe(
      true,
    );
    await elapse(id);
    expect((await call(t.app, 'microservices.podStatus', { id }, key)).body).toEqual({
      podStatus: 'STOPPED',
      podReplica: 0,
      desiredReplica: 0,
      changing: false,
      pollSeconds: 15,
    });
    const list = await call(t.app, 'microservices.list', { search: 'basketaff' }, key);
    expect(list.body.rows[0].podStatus).toBe('STOPPED');
    const info = await call(t.app, 'microservices.info', { id }, key);
    expect(info.body).toMatchObject({ podStatus: 'STOPPED', podReplica: 0, desiredReplica: 0 });

    const start = await call(t.app, 'microservices.scalePod', { id, action: 'start' }, key);
    expect(start.body).toMatchObject({
      podStatus: 'STOPPED',
      podReplica: 0,
      desiredReplica: 1,
      changing: true,
    });
    await elapse(id);
    expect((await call(t.app, 'microservices.podStatus', { id }, key)).body).toMatchObject({
      podStatus: 'RUNNING',
      podReplica: 1,
      changing: false,
    });
  });

  it('turns back at once when a change is cancelled before it is reached', async () => {
    const key = await login(t.app, 'teamspace');
    const id = await idByCode(t.db, 'TICKETROUTER');
    await call(t.app, 'microservices.scalePod', { id, action: 'stop' }, key);
    const back = await call(t.app, 'microservices.scalePod', { id, action: 'start' }, key);
    expect(back.body).toMatchObject({
      podStatus: 'RUNNING',
      podReplica: 1,
      desiredReplica: 1,
      changing: false,
    });
  });

  it("reads an assigned microservice's pod but does not scale it (403)", async () => {
    const key = await actOn(t, 'acme');
    const id = await idByCode(t.db, 'FRAUDDET');
    expect((await call(t.app, 'microservices.podStatus', { id }, key)).body).toMatchObject({
      podStatus: 'RUNNING',
    });
    const res = await expectUnchanged(t.db, () =>
      call(t.app, 'microservices.scalePod', { id, action: 'stop' }, key),
    );
    expect(res.status).toBe(403);
  });

  it("answers 404 for another owner's microservice, 400 for bad input, 403 for marketing", async () => {
    const key = await actOn(t, 'acme');
    const marketing = await login(t.app, 'marketing');
    const other = await idByCode(t.db, 'TICKETROUTER');
    await expectUnchanged(t.db, async () => {
      expect((await call(t.app, 'microservices.scalePod', { id: other, action: 'stop' }, key)).status).toBe(
        404,
      );
      expect((await call(t.app, 'microservices.podStatus', { id: other }, key)).status).toBe(404);
      const bad = await call(t.app, 'microservices.scalePod', { id: other, action: 'restart' }, key);
      expect(bad.body.error.fieldErrors).toEqual({ action: ['Choose start or stop'] });
      expect((await call(t.app, 'microservices.podStatus', { id: 'x' }, key)).status).toBe(400);
      expect((await call(t.app, 'microservices.podStatus', { id: other }, marketing)).status).toBe(403);
    });
  });

  it('lets PM staff scale the pod of an owner they picked', async () => {
    const key = await login(t.app, 'platform');
    const id = await idByCode(t.db, 'CHURNRISK');
    const res = await call(
      t.app,
      'microservices.scalePod',
      { id, action: 'start', ownerId: t.owners.teamspace },
      key,
    );
    expect(res.body).toMatchObject({ podStatus: 'STOPPED', desiredReplica: 1, changing: true });
  });
});
