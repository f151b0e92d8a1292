// The server on a PostgreSQL cluster of this test's own (never the shared 127.0.0.1:5432):
//  - servers started together on a new database all come up (two of three crashed: duplicate key
//    while both created owner_plans);
//  - a database that is not there yet is waited for, within DATABASE_START_WAIT_SECONDS;
//  - MIGRATE_ON_START=false refuses a database with pending migrations until the migration job ran;
//  - restarting PostgreSQL under reads and saves: the process lives (it died on 57P01), only 2xx and 503
//    answers, every call started 2 s after the database is back succeeds, every 200 save is whole and
//    audited, and no save is half-written;
//  - a database that stops answering (frozen) gets 503 within the configured bounds, never a hang.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postJson,
  run,
  spawnServer,
  untilLive,
  useCleanup,
  waitFor,
  type ServerProcess,
} from './helpers/process';
import { requestType } from '../test/helpers/request-types';
import { postgresBin, startPrivatePostgres, type PrivatePostgres } from './helpers/private-postgres';

const ADMIN = { clientid: 'platform', username: 'admin@platform.example', password: 'Admin#2026!Long' };
const ADMIN_ENV = {
  ADMIN_CLIENT_ID: ADMIN.clientid,
  ADMIN_USER_NAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
};

let cluster: PrivatePostgres;
let databases = 0;
const newDatabase = () => cluster.createDatabase(`console_${process.pid}_${++databases}`);

const { cleanup, track, spawn } = useCleanup();

async function rows<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const hasPostgres = postgresBin() !== null;
if (!hasPostgres) console.warn('SKIPPED: no PostgreSQL installation (initdb) on this machine');

describe.skipIf(!hasPostgres)('on PostgreSQL', () => {
  beforeAll(async () => {
    cluster = await startPrivatePostgres();
  });
  afterAll(async () => {
    await cluster?.destroy();
  });

  it('brings up three servers started at the same moment on a new database, with one administrator', async () => {
    const url = await newDatabase();
    const servers = await Promise.all([0, 1, 2].map(() => spawn({ DATABASE_URL: url, ...ADMIN_ENV })));
    await Promise.all(servers.map((s) => untilLive(s)));
    for (const server of servers) {
      const ready = await fetch(`${server.base}/api/health/ready`);
      expect(ready.status, server.output()).toBe(200);
      const login = await postJson(server.base, 'auth.login', ADMIN);
      expect(login.status).toBe(200);
    }
    const [owners] = await rows<{ n: number }>(
      url,
      `select count(*)::int as n from owners where platform_owner`,
    );
    expect(owners!.n).toBe(1);
    const [plans] = await rows<{ n: number }>(url, 'select count(*)::int as n from owner_plans');
    expect(plans!.n).toBe(1);
    const [migrations] = await rows<{ n: number; distinct: number }>(
      url,
      'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    );
    expect(migrations!.n).toBe(migrations!.distinct);
  });

  it('waits for a database that is not up yet, then starts', async () => {
    const url = await newDatabase();
    await cluster.stop();
    cleanup(() => cluster.start().catch(() => {}));
    const server = await spawn({ DATABASE_URL: url, DATABASE_START_WAIT_SECONDS: '120', ...ADMIN_ENV });
    await waitFor(
      'the server to say it waits',
      () => server.output().includes('Waiting for the database'),
      120_000,
    );
    expect(server.isRunning()).toBe(true);
    await cluster.start();
    await untilLive(server);
    expect((await fetch(`${server.base}/api/health/ready`)).status).toBe(200);
  });

  it('with MIGRATE_ON_START=false, waits for the migration job (and refuses to start without it)', async () => {
    const url = await newDatabase();
    const refused = await spawn({
      DATABASE_URL: url,
      MIGRATE_ON_START: 'false',
      DATABASE_START_WAIT_SECONDS: '0',
    });
    expect((await refused.exited).code).toBe(1);
    expect(refused.stderr().trim()).toMatch(
      /^The database has \d+ migration\(s\) to apply and MIGRATE_ON_START=false: run the migration job first \(node apps\/server\/dist\/migrate\.js, or npm run db:migrate -w apps\/server\)$/,
    );
    // Started before the job (as Kubernetes starts the Job and the Deployment together): it waits.
    const server = await spawn({
      DATABASE_URL: url,
      MIGRATE_ON_START: 'false',
      DATABASE_START_WAIT_SECONDS: '300',
    });
    await waitFor(
      'the server to wait for the job',
      () => server.output().includes('Waiting for the migration job'),
      120_000,
    );
    const job = track(
      run(process.execPath, ['--import', 'tsx', 'src/db/migrate-cli.ts'], {
        env: { DATABASE_URL: url, ...ADMIN_ENV },
      }),
    );
    expect((await job.exited).code, job.output()).toBe(0);
    expect(job.output()).toContain('Migrations and reference data applied.');
    await untilLive(server);
    expect((await postJson(server.base, 'auth.login', ADMIN)).status).toBe(200);
  });

  it('counts the per-address limits in PostgreSQL, so they hold across two servers', async () => {
    const url = await newDatabase();
    const env = { DATABASE_URL: url, ...ADMIN_ENV, LOGIN_RATE_LIMIT_MAX: '3', RATE_LIMIT_MAX: '1000' };
    const [a, b] = await Promise.all([spawn(env), spawn(env)]);
    await Promise.all([untilLive(a!), untilLive(b!)]);
    expect((await postJson(a!.base, 'auth.login', ADMIN)).status).toBe(200);
    expect((await postJson(b!.base, 'auth.login', ADMIN)).status).toBe(200);
    expect((await postJson(a!.base, 'auth.login', ADMIN)).status).toBe(200);
    const limited = await postJson(b!.base, 'auth.login', ADMIN);
    expect(limited.status).toBe(429);
    expect(limited.body.error?.code).toBe('TOO_MANY_ATTEMPTS');
    const counters = await rows<{ key: string; count: number }>(
      url,
      'select key, count from rate_limits order by key',
    );
    expect(counters).toContainEqual({ key: expect.stringContaining('POST/api/auth.login'), count: 4 });
  });

  describe('a server under load', () => {
    let url = '';
    let server: ServerProcess;
    let key = '';
    beforeAll(async () => {
      url = await newDatabase();
      server = await spawnServer({
        DATABASE_URL: url,
        DATABASE_POOL_SIZE: '8',
        DATABASE_CONNECT_TIMEOUT_MS: '2000',
        DATABASE_STATEMENT_TIMEOUT_MS: '1500',
        ...ADMIN_ENV,
      });
      await untilLive(server);
      const login = await postJson(server.base, 'auth.login', ADMIN);
      expect(login.status).toBe(200);
      key = login.body.userApiKey as string;
    });
    afterAll(async () => {
      await server?.kill();
    });

    interface Answer {
      call: string;
      status: number | 'network error';
      started: number;
      ended: number;
      code?: string;
      saved?: { id: number; code: string };
    }

    let counter = 0;
    const saveBody = () => {
      counter += 1;
      const n = `${process.pid}x${counter}`;
      return {
        name: `Fault ${n}`,
        code: `FAULT${n.replace(/\D/g, '')}`,
        classCode: 'CLASS_DATA',
        fnType: 'FUN_ATOMISTIC',
        urlCode: `fault-${n}`,
        description2: '# Fault\n\nSaved **under load**.',
        requestTypes: [requestType('sync', '1.0.0', 'a'), requestType('async', '2.0.0', 'b')],
        pricing: [
          {
            endpointType: 'sync',
            standardPrice: null,
            tiers: [
              { lower: 0, upper: 1000, cost: 0 },
              { lower: 1000, upper: null, cost: 0.01 },
            ],
          },
          { endpointType: 'async', standardPrice: 0.25, tiers: [] },
        ],
        tags: [
          { key: 'team', value: 'ops' },
          { key: 'load', value: 'yes' },
        ],
        keywords: ['fault', 'restart'],
      };
    };

    /** Reads and saves from `workers` loops until `stop()`; every answer is kept. */
    function load(workers: number) {
      const answers: Answer[] = [];
      let stopped = false;
      const loop = async () => {
        for (let i = 0; !stopped; i++) {
          const save = i % 2 === 1;
          const call = save ? 'microservices.save' : 'microservices.list';
          const body = save ? saveBody() : { page: 0, pageSize: 20, search: 'fault' };
          const started = Date.now();
          try {
            const res = await fetch(`${server.base}/api/${call}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-api-key': key },
              body: JSON.stringify(body),
              signal: AbortSignal.timeout(30_000),
            });
            const json = (await res.json()) as { id?: number; error?: { code: string } };
            answers.push({
              call,
              status: res.status,
              started,
              ended: Date.now(),
              code: json.error?.code,
              ...(save && res.status === 200
                ? { saved: { id: Number(json.id), code: (body as { code: string }).code } }
                : {}),
            });
          } catch {
            answers.push({ call, status: 'network error', started, ended: Date.now() });
          }
        }
      };
      const running = Array.from({ length: workers }, loop);
      return {
        answers,
        async stop() {
          stopped = true;
          await Promise.all(running);
        },
      };
    }

    it('lives through a PostgreSQL restart: 2xx or 503 only, recovered 2 s after the database is back, every 200 save whole and audited', async () => {
      const traffic = load(8);
      await waitFor(
        'saves before the restart',
        () => traffic.answers.filter((a) => a.saved).length >= 10,
        120_000,
      );
      await cluster.stop(); // fast shutdown: every session is terminated (57P01)
      await waitFor(
        '503 answers while the database is away',
        () => traffic.answers.filter((a) => a.status === 503).length >= 10,
      );
      await cluster.start();
      const backAt = await cluster.untilReady();
      // From the moment the database answers again: every call started 2 s later must succeed.
      const after = (t: number) => traffic.answers.filter((a) => a.started >= t);
      await waitFor(
        '40 calls started 2 s after the database came back',
        () => after(backAt + 2000).length >= 40,
        120_000,
      );
      await traffic.stop();

      expect(server.isRunning(), server.output()).toBe(true);
      const statuses = new Set(traffic.answers.map((a) => a.status));
      expect([...statuses].sort()).toEqual([200, 503].filter((s) => statuses.has(s)));
      expect(statuses.has(503)).toBe(true);
      for (const a of traffic.answers.filter((x) => x.status === 503))
        expect(a.code).toBe('DATABASE_UNAVAILABLE');
      const late = after(backAt + 2000);
      expect(late.filter((a) => a.status !== 200)).toEqual([]);
      const firstOk = traffic.answers
        .filter((a) => a.started >= backAt && a.status === 200)
        .sort((a, b) => a.ended - b.ended)[0];
      expect(firstOk, 'a call succeeded after the database came back').toBeDefined();
      console.log(
        `restart under load: ${traffic.answers.length} answers (${traffic.answers.filter((a) => a.status === 503).length} x 503); first 200 ${firstOk!.ended - backAt} ms after the database answered again`,
      );
      expect((await fetch(`${server.base}/api/health/ready`)).status).toBe(200);

      // Every 200 save is there whole (its parts) with its one audit record.
      const saved = traffic.answers.flatMap((a) => (a.saved ? [a.saved] : []));
      const stored = await rows<{
        id: number;
        code: string;
        request_types: number;
        pricing: number;
        tags: number;
        audits: number;
      }>(
        url,
        `select m.id, m.code,
           (select count(*)::int from microservice_request_types r where r.microservice_id = m.id) as request_types,
           (select count(*)::int from microservice_pricing p where p.microservice_id = m.id) as pricing,
           (select count(*)::int from microservice_tags t where t.microservice_id = m.id) as tags,
           (select count(*)::int from audit_log a where a.action = 'microservices.save' and a.target_id = m.id::text) as audits
         from microservices m where m.code like 'FAULT%'`,
      );
      const byId = new Map(stored.map((r) => [Number(r.id), r]));
      for (const s of saved) {
        const row = byId.get(s.id);
        expect(row, `saved ${s.code}`).toBeDefined();
        expect(row!.code).toBe(s.code);
      }
      // No save is half-written: every stored one (a 503 whose commit went through included) is whole.
      for (const row of stored)
        expect(row, row.code).toMatchObject({ request_types: 2, pricing: 2, tags: 2, audits: 1 });
    });

    it('answers 503 within its bounds while the database is frozen, and recovers when it thaws', async () => {
      cluster.freeze();
      let thawed = false;
      cleanup(() => {
        if (!thawed) cluster.thaw();
      });
      const started = Date.now();
      const answers = await Promise.all(
        [0, 1, 2, 3].map(() =>
          postJson(server.base, 'microservices.list', { page: 0, pageSize: 5 }, key).then((r) => ({
            status: r.status,
            code: r.body.error?.code,
            ms: Date.now() - started,
          })),
        ),
      );
      const ready = await fetch(`${server.base}/api/health/ready`);
      cluster.thaw();
      thawed = true;
      for (const a of answers) {
        expect(a.status).toBe(503);
        expect(a.code).toBe('DATABASE_UNAVAILABLE');
        // statement timeout 1.5 s, the driver's own bound 2 s after it, connect timeout 2 s: a generous
        // ceiling for a busy machine, far below a hang.
        expect(a.ms).toBeLessThan(20_000);
      }
      expect(ready.status).toBe(503);
      await waitFor('calls succeed again', async () => {
        const res = await postJson(server.base, 'microservices.list', { page: 0, pageSize: 5 }, key);
        return res.status === 200;
      });
      expect(server.isRunning()).toBe(true);
    });
  });
});
