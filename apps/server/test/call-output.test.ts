import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CALLS, type CallDef } from '@console/contract';
import { outputJsonSchema, outputSender } from '../src/http/call-output';

// Decision 0230: answers are written by a serializer compiled from the call's output schema; the zod
// check of every answer runs in development and tests, not in production.

const call = {
  name: 'test.answer',
  output: z.object({
    id: z.number().int(),
    name: z.string().min(3),
    tags: z.array(z.object({ code: z.string() })),
    note: z.string().nullable().optional(),
  }),
} as unknown as CallDef;

async function answer(check: boolean, value: unknown) {
  const app = Fastify({ logger: false });
  const send = outputSender(call, check);
  app.post('/answer', async (_request, reply) => send(reply, value));
  const res = await app.inject({ method: 'POST', url: '/answer', payload: {} });
  await app.close();
  return res;
}

const secret = { id: 1, name: 'Alice', tags: [{ code: 'a', hash: 'x' }], passwordHash: 'argon2...' };

describe('call answers', () => {
  it('in development and tests, refuses an answer outside the contract with a 500', async () => {
    const res = await answer(true, { id: 1, name: 'Al', tags: [] });
    expect(res.statusCode).toBe(500);
  });

  it('in production, does not check values but still writes only the contract’s fields', async () => {
    const loose = await answer(false, { id: 1, name: 'Al', tags: [] });
    expect(loose.statusCode).toBe(200);
    expect(loose.json()).toEqual({ id: 1, name: 'Al', tags: [] });
    for (const check of [true, false]) {
      const res = await answer(check, secret);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body).toBe('{"id":1,"name":"Alice","tags":[{"code":"a"}]}');
    }
    expect((await answer(false, { ...secret, note: null })).json().note).toBeNull();
  });

  it('compiles a serializer for the output of every call of the catalogue', async () => {
    const app = Fastify({ logger: false });
    for (const c of Object.values(CALLS))
      app.post(`/api/${c.name}`, { schema: { response: { 200: outputJsonSchema(c) } } }, async () => ({}));
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
