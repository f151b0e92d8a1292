import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import type { AuthUser } from '../src/http/context';
import { createSessionCache, sessionLookups, type SessionSource } from '../src/modules/auth/session-cache';
import { call, login, sql } from './helpers/test-app';
import { useApi } from './helpers/api';

const user = (over: Partial<AuthUser> = {}): AuthUser =>
  ({
    sessionId: 1,
    id: 7,
    userName: 'a@acme.example',
    uAccess: ['ORG_GETUSERLIST'],
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    ...over,
  }) as AuthUser;

describe('the session cache', () => {
  const cacheWith = (ttlMs = 10_000) => {
    let clock = Date.now();
    const sources: SessionSource[] = [];
    const cache = createSessionCache({ ttlMs, now: () => clock, onLookup: (s) => sources.push(s) });
    cache.setListening(true);
    return { cache, sources, tick: (ms: number) => (clock += ms) };
  };

  it('reads a session once and answers it from memory after, as a copy', async () => {
    const { cache, sources } = cacheWith();
    const load = vi.fn(async () => user());
    const first = await cache.find('h', load);
    first!.uAccess.push('ORG_DELETEORG');
    const second = await cache.find('h', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(sources).toEqual(['miss', 'hit']);
    expect(second!.uAccess).toEqual(['ORG_GETUSERLIST']);
  });

  it('keeps no unknown key, and reads every call while it does not hear the notices', async () => {
    const { cache, sources } = cacheWith();
    const unknown = vi.fn(async () => null);
    await cache.find('x', unknown);
    await cache.find('x', unknown);
    expect(unknown).toHaveBeenCalledTimes(2);
    cache.setListening(false);
    const load = vi.fn(async () => user());
    await cache.find('h', load);
    await cache.find('h', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(sources.slice(2)).toEqual(['bypass', 'bypass']);
    expect(cache.size).toBe(0);
  });

  it('forgets everything on a change, and does not keep a read that began before it', async () => {
    const { cache } = cacheWith();
    const load = vi.fn(async () => user());
    await cache.find('h', load);
    cache.invalidate();
    await cache.find('h', load);
    expect(load).toHaveBeenCalledTimes(2);
    // A change lands while a read is on its way: that read may have seen the state before it.
    const racing = vi.fn(async () => {
      cache.invalidate();
      return user();
    });
    await cache.find('r', racing);
    await cache.find('r', racing);
    expect(racing).toHaveBeenCalledTimes(2);
  });

  it('keeps a session no longer than its time to live, nor past its own expiry', async () => {
    const { cache, tick } = cacheWith(10_000);
    const load = vi.fn(async () => user());
    await cache.find('h', load);
    tick(9_999);
    await cache.find('h', load);
    expect(load).toHaveBeenCalledTimes(1);
    tick(2);
    await cache.find('h', load);
    expect(load).toHaveBeenCalledTimes(2);

    const ending = vi.fn(async () => user({ expiresAt: new Date(Date.now() + 1000).toISOString() }));
    await cache.find('e', ending);
    tick(1000);
    await cache.find('e', ending);
    expect(ending).toHaveBeenCalledTimes(2);
  });

  it('holds at most its number of entries, the oldest going first', async () => {
    const cache = createSessionCache({ ttlMs: 10_000, maxEntries: 2 });
    cache.setListening(true);
    for (const key of ['a', 'b', 'c']) await cache.find(key, async () => user());
    expect(cache.size).toBe(2);
    const again = vi.fn(async () => user());
    await cache.find('a', again);
    expect(again).toHaveBeenCalledTimes(1);
  });
});

describe('sessions kept between calls (SESSION_CACHE_SECONDS on)', () => {
  const t = useApi({ SESSION_CACHE_SECONDS: '30' });
  const hits = async () =>
    (await sessionLookups.get()).values.find((v) => v.labels.source === 'hit')?.value ?? 0;

  it('answers a signed-in session from memory on the calls after the first', async () => {
    const key = await t.login('acme');
    expect((await t.call('auth.session', {}, key)).status).toBe(200);
    const before = await hits();
    expect((await t.call('auth.session', {}, key)).status).toBe(200);
    expect((await t.call('auth.session', {}, key)).status).toBe(200);
    expect(await hits()).toBe(before + 2);
  });

  it('ends a session at once on sign-out', async () => {
    const key = await t.login('acme');
    expect((await t.call('auth.session', {}, key)).status).toBe(200);
    expect((await t.call('auth.logout', {}, key)).status).toBe(200);
    expect((await t.call('auth.session', {}, key)).status).toBe(401);
  });

  it('hears a change made outside the console: a user deleted or given fewer rights with SQL', async () => {
    const key = await t.login('teamspace');
    expect((await t.call('organisations.list', {}, key)).status).toBe(200);
    await t.rows(sql`update users set access_flags = '{}' where user_name = 'admin@teamspace.example'`);
    // On PostgreSQL the notice comes on its own connection, a moment after the change commits.
    await vi.waitFor(async () => expect((await t.call('auth.session', {}, key)).body.uAccess).toEqual([]), {
      timeout: 10_000,
      interval: 20,
    });
    await t.rows(sql`update users set status = 'Deleted' where user_name = 'admin@teamspace.example'`);
    await vi.waitFor(async () => expect((await t.call('auth.session', {}, key)).status).toBe(401), {
      timeout: 10_000,
      interval: 20,
    });
  });

  it.runIf(process.env.DATABASE_URL)(
    'tells another server on the same database: a sign-out there ends the session here',
    async () => {
      const env = loadEnv({
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        STORAGE_DIR: t.storageDir,
        RATE_LIMIT_MAX: '0',
        LOGIN_RATE_LIMIT_MAX: '0',
        SESSION_CACHE_SECONDS: '30',
      });
      const database = await openDatabase({ url: t.databaseUrl!, poolSize: 2 });
      const other = await buildApp({ env, database, serveWeb: false });
      try {
        const key = await login(t.app, 'acme');
        for (const app of [t.app, other, other])
          expect((await call(app, 'auth.session', {}, key)).status).toBe(200);
        expect((await call(t.app, 'auth.logout', {}, key)).status).toBe(200);
        await vi.waitFor(async () => expect((await call(other, 'auth.session', {}, key)).status).toBe(401), {
          timeout: 10_000,
          interval: 20,
        });
      } finally {
        await other.close();
        await database.close();
      }
    },
  );

  it.runIf(process.env.DATABASE_URL)(
    'reads every call while its notice connection is lost, and keeps sessions again once it is back',
    async () => {
      const key = await t.login('acme');
      await t.call('auth.session', {}, key);
      const lookups = async () =>
        Object.fromEntries((await sessionLookups.get()).values.map((v) => [v.labels.source, v.value]));
      await t.rows(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'listen %'`,
      );
      await vi.waitFor(
        async () => {
          const before = await lookups();
          expect((await t.call('auth.session', {}, key)).status).toBe(200);
          expect((await lookups()).bypass).toBe((before.bypass ?? 0) + 1);
        },
        { timeout: 10_000, interval: 20 },
      );
      await vi.waitFor(
        async () => {
          await t.call('auth.session', {}, key);
          const before = await lookups();
          expect((await t.call('auth.session', {}, key)).status).toBe(200);
          expect((await lookups()).hit).toBe((before.hit ?? 0) + 1);
        },
        { timeout: 10_000, interval: 50 },
      );
    },
  );
});
