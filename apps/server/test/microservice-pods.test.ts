import { describe, expect, it } from 'vitest';
import { actOn, sql } from './helpers/test-app';
import { idByCode, podState } from './helpers/microservice-fixtures';
import { useApi } from './helpers/api';

const t = useApi();

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
    const stop = await t.call('microservices.scalePod', { id, action: 'stop' }, key);
    expect(stop.status).toBe(200);
    expect(stop.body).toEqual({ ...podState('RUNNING', 1, 0, true), pollSeconds: 15 });
    // Still changing until the delay (20 s by default) has passed.
    expect((await t.call('microservices.podStatus', { id }, key)).body).toMatchObject({
      changing: true,
      podStatus: 'RUNNING',
    });
    // Asking again does not restart the wait.
    expect((await t.call('microservices.scalePod', { id, action: 'stop' }, key)).body.changing).toBe(true);
    await elapse(id);
    expect((await t.call('microservices.podStatus', { id }, key)).body).toEqual({
      ...podState('STOPPED', 0, 0, false),
      pollSeconds: 15,
    });
    const list = await t.call('microservices.list', { search: 'basketaff' }, key);
    expect(list.body.rows[0].podStatus).toBe('STOPPED');
    const info = await t.call('microservices.info', { id }, key);
    expect(info.body).toMatchObject({ podStatus: 'STOPPED', podReplica: 0, desiredReplica: 0 });

    const start = await t.call('microservices.scalePod', { id, action: 'start' }, key);
    expect(start.body).toMatchObject(podState('STOPPED', 0, 1, true));
    await elapse(id);
    expect((await t.call('microservices.podStatus', { id }, key)).body).toMatchObject({
      podStatus: 'RUNNING',
      podReplica: 1,
      changing: false,
    });
  });

  it('turns back at once when a change is cancelled before it is reached', async () => {
    const key = await t.login('teamspace');
    const id = await idByCode(t.db, 'TICKETROUTER');
    await t.call('microservices.scalePod', { id, action: 'stop' }, key);
    const back = await t.call('microservices.scalePod', { id, action: 'start' }, key);
    expect(back.body).toMatchObject(podState('RUNNING', 1, 1, false));
  });

  it("reads an assigned microservice's pod but does not scale it (403)", async () => {
    const key = await actOn(t, 'acme');
    const id = await idByCode(t.db, 'FRAUDDET');
    expect((await t.call('microservices.podStatus', { id }, key)).body).toMatchObject({
      podStatus: 'RUNNING',
    });
    await t.refused(403, 'microservices.scalePod', { id, action: 'stop' }, key);
  });

  it("answers 404 for another owner's microservice, 400 for bad input, 403 for marketing", async () => {
    const key = await actOn(t, 'acme');
    const marketing = await t.login('marketing');
    const other = await idByCode(t.db, 'TICKETROUTER');
    await t.unchanged(async () => {
      expect((await t.call('microservices.scalePod', { id: other, action: 'stop' }, key)).status).toBe(404);
      expect((await t.call('microservices.podStatus', { id: other }, key)).status).toBe(404);
      const bad = await t.call('microservices.scalePod', { id: other, action: 'restart' }, key);
      expect(bad.body.error.fieldErrors).toEqual({ action: ['Choose start or stop'] });
      expect((await t.call('microservices.podStatus', { id: 'x' }, key)).status).toBe(400);
      expect((await t.call('microservices.podStatus', { id: other }, marketing)).status).toBe(403);
    });
  });

  it('lets PM staff scale the pod of an owner they picked', async () => {
    const key = await t.login('platform');
    const id = await idByCode(t.db, 'CHURNRISK');
    const res = await t.call(
      'microservices.scalePod',
      { id, action: 'start', ownerId: t.owners.teamspace },
      key,
    );
    expect(res.body).toMatchObject({ podStatus: 'STOPPED', desiredReplica: 1, changing: true });
  });
});
