import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useGateway } from './helpers/gateway';

// A pod that misbehaves as its body asks: the gateway answers within its time limit and charges nothing.

const pod = Fastify({ logger: false, forceCloseConnections: true });
pod.post('/:owner/:urlCode/:version/:endpoint', (request, reply) => {
  const { mode } = request.body as { mode?: string };
  if (mode === 'hang') return; // never answers
  if (mode === 'reset') return void request.raw.socket.destroy();
  if (mode === 'fail') return void reply.status(500).send({ oops: true });
  if (mode === 'refuse') return void reply.status(422).send({ field: 'amount' });
  return void reply.send({ ok: true, sawKey: request.headers['x-api-key'] ?? null });
});

const t = useGateway({ GATEWAY_UPSTREAM_TIMEOUT_MS: '500', GATEWAY_BODY_LIMIT_BYTES: '4096' }, pod);

async function expectUncharged(mode: string, status: number, code?: string) {
  const before = await t.usages();
  const started = Date.now();
  const res = await t.send(undefined, { body: { mode } });
  expect(res.statusCode, res.body).toBe(status);
  if (code) expect(res.json().error.code).toBe(code);
  expect(Date.now() - started).toBeLessThan(5000);
  expect(await t.usages()).toBe(before);
  return res;
}

describe('the pod', () => {
  it('answers through the gateway without ever seeing the caller’s key, and the call is charged', async () => {
    const before = await t.usages();
    const res = await t.send(undefined, { body: { mode: 'ok' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, sawKey: null });
    expect(await t.usages()).toBe(before + 1);
  });

  it('504 when it hangs past GATEWAY_UPSTREAM_TIMEOUT_MS, 502 when it resets the connection', async () => {
    await expectUncharged('hang', 504, 'UPSTREAM_TIMEOUT');
    await expectUncharged('reset', 502, 'UPSTREAM_FAILED');
  });

  it('a 5xx of its own is passed on uncharged; a 4xx answer is an answer, and charged', async () => {
    const failed = await expectUncharged('fail', 500);
    expect(failed.json()).toEqual({ oops: true });
    expect(failed.headers['x-credit-charged']).toBe('0.0000');
    const before = await t.usages();
    const refused = await t.send(undefined, { body: { mode: 'refuse' } });
    expect(refused.statusCode).toBe(422);
    expect(await t.usages()).toBe(before + 1);
  });

  it('413 for a body above GATEWAY_BODY_LIMIT_BYTES, before the pod is called (401 first without a key)', async () => {
    await expectUncharged('x'.repeat(5000), 413, 'TOO_LARGE');
    // An unknown key is refused before the body is read at all.
    const unknown = await t.send(undefined, { key: 'mhk_unknown', body: { mode: 'x'.repeat(5000) } });
    expect(unknown.statusCode).toBe(401);
  });

  it('502 when nothing listens where the pod should be', async () => {
    await pod.close();
    await expectUncharged('ok', 502, 'UPSTREAM_FAILED');
  });
});
