// The benchmark's yardstick (`npm run bench`, run with tsx): a bare Fastify + node-postgres server that
// executes exactly the statements the console executes for a call (its session lookup and its query,
// same text, same values, prepared the same way) and answers the bytes the console answered, with
// nothing else: no validation, no permission check, no mapping, no serializing, no hooks. (It answered
// the statements' rows before: for labels.byScreen, whose captions come from memory while their
// generation is unchanged, that was a 60-byte row against the console's 2.6 KB, and the ratio measured
// the answer's size as much as the framework.) It learns the statements by running each call
// once through the real app (buildApp) while recording what reaches the PostgreSQL pool, so it follows
// any change of the SQL.
// Environment: DATABASE_URL, PORT, DATABASE_POOL_SIZE (as the console), BARE_CALLS: a JSON list of
// { call, body, login: { clientid, username, password } }. Prints "bare ready <port>" once listening.
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { openDatabase } from '../src/db/client';

interface Recorded {
  name?: string;
  text: string;
  values: unknown[];
  /** The statement's own type parsers (json left as text: db/prepared.ts), used the same way. */
  types?: unknown;
}
interface BareCall {
  call: string;
  body: unknown;
  login: { clientid: string; username: string; password: string };
}

const env = loadEnv({
  ...process.env,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '0',
  LOGIN_RATE_LIMIT_MAX: '0',
  METRICS_ENABLED: 'false',
});
const calls = JSON.parse(process.env.BARE_CALLS ?? '[]') as BareCall[];
const database = await openDatabase({ url: env.DATABASE_URL!, poolSize: env.DATABASE_POOL_SIZE });
const pool = database.pool!;

// Record what the real app sends to the pool while one call runs.
let recording: Recorded[] | null = null;
const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
(pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
  const [first, second] = args as [
    string | { name?: string; text: string; values?: unknown[]; types?: unknown },
    unknown,
  ];
  if (recording)
    recording.push(
      typeof first === 'string'
        ? { text: first, values: Array.isArray(second) ? second : [] }
        : // Drizzle passes a query config without values and the values as the second argument.
          {
            name: first.name,
            text: first.text,
            values: first.values ?? (Array.isArray(second) ? second : []),
            ...(first.types !== undefined && { types: first.types }),
          },
    );
  return query(...args);
};

const app = await buildApp({ env, database });
await app.ready();
const statements = new Map<string, Recorded[]>();
const answers = new Map<string, { type: string; body: string }>();
for (const c of calls) {
  const login = await app.inject({ method: 'POST', url: '/api/auth.login', payload: c.login });
  if (login.statusCode !== 200) throw new Error(`bare: login for ${c.call} answered ${login.statusCode}`);
  const key = login.json().userApiKey as string;
  // Once to warm caches (labels are cached in memory after their first read), then recorded.
  await app.inject({
    method: 'POST',
    url: `/api/${c.call}`,
    headers: { 'x-api-key': key },
    payload: c.body as object,
  });
  recording = [];
  const res = await app.inject({
    method: 'POST',
    url: `/api/${c.call}`,
    headers: { 'x-api-key': key },
    payload: c.body as object,
  });
  if (res.statusCode !== 200) throw new Error(`bare: ${c.call} answered ${res.statusCode}: ${res.body}`);
  statements.set(c.call, recording);
  answers.set(c.call, { type: String(res.headers['content-type']), body: res.body });
  recording = null;
  console.log(
    `bare ${c.call}: ${statements.get(c.call)!.length} statement(s): ${statements
      .get(c.call)!
      .map((s) => s.name ?? 'unnamed')
      .join(', ')}; answer ${Buffer.byteLength(answers.get(c.call)!.body)} bytes`,
  );
}
await app.close();

const bare = Fastify({ logger: false });
for (const [call, recorded] of statements) {
  const answer = answers.get(call)!;
  bare.post(`/bare/${call}`, async (_request, reply) => {
    for (const s of recorded)
      await pool.query<pg.QueryResultRow>({
        ...(s.name && { name: s.name }),
        text: s.text,
        values: s.values,
        ...(s.types !== undefined && { types: s.types as pg.CustomTypesConfig }),
      });
    return reply.type(answer.type).send(answer.body);
  });
}
await bare.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`bare ready ${(bare.server.address() as { port: number }).port}`);
const stop = async () => {
  await bare.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
