// Demo data (the README's logins, with public passwords) only where it is safe (issue 26): a production
// start (NODE_ENV=production) on a new embedded database loaded it, and the image listens on 0.0.0.0.
// SEED_DEMO=auto now loads it only in a development start on loopback; SEED_DEMO=always asks for it
// anywhere; each start says which happened in one line. (test-process/production-safety.test.ts starts
// the real process.)
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, loadEnv } from '../src/config/env';
import { demoDataDecision } from '../src/db/seed/prepare';

const NEW_EMBEDDED = { kind: 'pglite', fresh: true } as const;
const env = (over: Record<string, string>) => loadEnv({ LOG_LEVEL: 'silent', ...over });

describe('isLoopbackHost', () => {
  it('only localhost, 127.0.0.0/8 and ::1 are loopback', () => {
    for (const host of [
      '127.0.0.1',
      '127.1.2.3',
      'localhost',
      'LOCALHOST',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
    ])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of [
      '0.0.0.0',
      '::',
      '10.0.0.5',
      '192.168.1.2',
      'console.example.com',
      '128.0.0.1',
      '::ffff:10.0.0.1',
    ])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});

describe('demo data on a new embedded database', () => {
  it('SEED_DEMO=auto (the default) loads it in a development start on loopback, as `npm start` and the e2e server run', () => {
    const starts: Record<string, string>[] = [
      {},
      { NODE_ENV: 'development', HOST: '127.0.0.1' },
      { NODE_ENV: 'test' },
    ];
    for (const over of starts) {
      const decision = demoDataDecision(env(over), NEW_EMBEDDED, false);
      expect(decision.load, JSON.stringify(over)).toBe(true);
      expect(decision.line).toMatch(/^Demo data: loaded into the new embedded database \(SEED_DEMO=auto, /);
    }
  });

  it('SEED_DEMO=auto never loads it in production mode, nor when HOST is beyond loopback', () => {
    const production = demoDataDecision(env({ NODE_ENV: 'production' }), NEW_EMBEDDED, false);
    expect(production).toEqual({
      load: false,
      line: 'Demo data: not loaded (SEED_DEMO=auto and NODE_ENV=production: its passwords are public; SEED_DEMO=always loads it anyway)',
    });
    // The image: production mode on every interface.
    expect(demoDataDecision(env({ NODE_ENV: 'production', HOST: '0.0.0.0' }), NEW_EMBEDDED, false).load).toBe(
      false,
    );
    for (const host of ['0.0.0.0', '::', '10.0.0.5']) {
      const decision = demoDataDecision(env({ HOST: host }), NEW_EMBEDDED, false);
      expect(decision).toEqual({
        load: false,
        line: `Demo data: not loaded (SEED_DEMO=auto and HOST=${host} is reachable beyond this machine: its passwords are public; SEED_DEMO=always loads it anyway)`,
      });
    }
  });

  it('SEED_DEMO=always loads it anywhere (a demo container), SEED_DEMO=never nowhere', () => {
    const always = demoDataDecision(
      env({ SEED_DEMO: 'always', NODE_ENV: 'production', HOST: '0.0.0.0' }),
      NEW_EMBEDDED,
      false,
    );
    expect(always.load).toBe(true);
    expect(always.line).toContain('SEED_DEMO=always, NODE_ENV=production, HOST=0.0.0.0');
    expect(demoDataDecision(env({ SEED_DEMO: 'never' }), NEW_EMBEDDED, false)).toEqual({
      load: false,
      line: 'Demo data: not loaded (SEED_DEMO=never)',
    });
  });

  it('nothing but a new, empty embedded database gets it, whatever SEED_DEMO says', () => {
    for (const seed of ['auto', 'always']) {
      const e = env({ SEED_DEMO: seed });
      expect(demoDataDecision(e, NEW_EMBEDDED, true).line).toBe(
        'Demo data: not loaded (the database already has a platform owner)',
      );
      expect(demoDataDecision(e, { kind: 'pglite', fresh: false }, false).load).toBe(false);
      expect(demoDataDecision(e, { kind: 'postgres', fresh: false }, false).line).toMatch(
        /^Demo data: not loaded \(only a new embedded database gets it/,
      );
    }
  });

  it('SEED_DEMO takes auto, always or never', () => {
    expect(() => env({ SEED_DEMO: 'yes' })).toThrow(/Invalid environment: SEED_DEMO/);
  });
});
