import { describe, expect, it } from 'vitest';
import { CALLS, PERMISSIONS, type CallName } from '@console/contract';
import { HANDLERS } from '../src/http/handlers';
import { hashKey } from '../src/modules/auth/session.repository';
import { sql, upload, type DemoUser } from './helpers/test-app';
import { useApi } from './helpers/api';

const t = useApi();
const names = Object.keys(CALLS) as CallName[];

/**
 * Which demo users may make each call (everyone signed in for 'session', anyone for 'public'): the calls
 * this suite covers; a new call in the contract fails here until it gets its tests.
 */
const ALLOWED: Record<CallName, DemoUser[] | 'anyone'> = {
  'auth.login': 'anyone',
  'owners.branding': 'anyone',
  'auth.logout': ['platform', 'marketing', 'teamspace', 'acme'],
  'auth.session': ['platform', 'marketing', 'teamspace', 'acme'],
  'owners.info': ['platform', 'marketing', 'teamspace', 'acme'],
  'ownerSettings.get': ['platform', 'marketing', 'teamspace', 'acme'],
  'labels.byScreen': ['platform', 'marketing', 'teamspace', 'acme'],
  'errors.byScreen': ['platform', 'marketing', 'teamspace', 'acme'],
  'codeLists.values': ['platform', 'marketing', 'teamspace', 'acme'],
  'languages.ofOwner': ['platform', 'marketing', 'teamspace', 'acme'],
  'ownerSettings.save': ['platform', 'teamspace', 'acme'],
  'files.upload': ['platform', 'teamspace', 'acme'],
  'owners.list': ['platform'],
  'owners.create': ['platform'],
  'languages.catalogue': ['platform'],
  'languages.add': ['platform'],
  'languages.remove': ['platform'],
  'labels.list': ['platform'],
  'labels.info': ['platform'],
  'labels.save': ['platform'],
  'labels.delete': ['platform'],
  'errors.list': ['platform'],
  'errors.info': ['platform'],
  'errors.save': ['platform'],
  'errors.delete': ['platform'],
  'codeLists.list': ['platform'],
  'codeLists.info': ['platform'],
  'codeLists.save': ['platform'],
  'codeLists.delete': ['platform'],
  'codeValues.list': ['platform'],
  'codeValues.info': ['platform'],
  'codeValues.save': ['platform'],
  'codeValues.delete': ['platform'],
  'subValues.list': ['platform'],
  'subValues.save': ['platform'],
  'subValues.delete': ['platform'],
  'localisation.export': ['platform'],
  'localisation.previewImport': ['platform'],
  'localisation.import': ['platform'],
  'microservices.catalogue': ['platform', 'teamspace'],
  'microservices.list': ['platform', 'teamspace'],
  'microservices.info': ['platform', 'teamspace'],
  'microservices.save': ['platform', 'teamspace'],
  'microservices.delete': ['platform', 'teamspace'],
  'microservices.deletePricingTiers': ['platform', 'teamspace'],
  'microservices.assign': ['platform', 'teamspace'],
  'microservices.assignedAccess': ['platform', 'teamspace'],
  'microservices.updateAssignedAccess': ['platform', 'teamspace'],
  'microservices.scalePod': ['platform', 'teamspace'],
  'microservices.podStatus': ['platform', 'teamspace'],
  'microservices.checkDuplicate': ['platform', 'teamspace'],
  'auditLog.list': ['platform', 'teamspace', 'acme'],
  'auditLog.info': ['platform', 'teamspace', 'acme'],
  'auditLog.facets': ['platform', 'teamspace', 'acme'],
  'auditLog.users': ['platform', 'teamspace', 'acme'],
  'organisations.list': ['platform', 'teamspace', 'acme'],
  'organisations.info': ['platform', 'teamspace', 'acme'],
  'organisations.delete': ['platform', 'teamspace', 'acme'],
  'organisations.create': ['platform', 'teamspace', 'acme'],
  'organisations.edit': ['platform', 'teamspace', 'acme'],
  'organisations.reactivate': ['platform', 'teamspace', 'acme'],
  'organisations.emailsInUse': ['platform', 'teamspace', 'acme'],
  'daSettings.get': ['platform', 'teamspace', 'acme'],
  'daSettings.save': ['platform', 'teamspace', 'acme'],
  'users.list': ['platform', 'teamspace', 'acme'],
  'users.info': ['platform', 'teamspace', 'acme'],
  'users.delete': ['platform', 'teamspace', 'acme'],
  'users.limit': ['platform', 'teamspace', 'acme'],
  'users.create': ['platform', 'teamspace', 'acme'],
  'users.edit': ['platform', 'teamspace', 'acme'],
  'users.reactivate': ['platform', 'teamspace', 'acme'],
  'users.resetPassword': ['platform', 'teamspace', 'acme'],
  'users.changePassword': ['platform', 'teamspace', 'acme'],
  'users.regenerateKey': ['platform', 'teamspace', 'acme'],
  'users.setPasswordByLink': 'anyone',
  'plans.info': ['platform'],
  'plans.save': ['platform'],
  'notifications.list': ['platform'],
  'notifications.info': ['platform'],
  'notifications.save': ['platform'],
  'notifications.delete': ['platform'],
  'outages.list': ['platform'],
  'outages.info': ['platform'],
  'outages.save': ['platform'],
  'outages.delete': ['platform'],
  'prompt.current': ['platform'],
  'prompt.save': ['platform'],
  'promptVersions.list': ['platform'],
  'outages.active': ['platform', 'teamspace'],
  'subscriptionPlans.list': ['platform'],
  'subscriptionPlans.info': ['platform'],
  'subscriptionPlans.save': ['platform'],
  'subscriptionPlans.delete': ['platform'],
  'userSubscriptions.list': ['platform'],
  'userSubscriptions.info': ['platform'],
  'userSubscriptions.save': ['platform'],
  'userSubscriptions.generateKey': ['platform'],
  'activationKeys.verify': ['platform', 'teamspace', 'acme'],
  'activationKeys.createOrganisation': ['platform', 'teamspace', 'acme'],
  'platformFunctions.list': ['platform'],
  'platformFunctions.info': ['platform'],
  'platformFunctions.save': ['platform'],
  'platformFunctions.delete': ['platform'],
  'predefinedGroups.list': ['platform'],
  'predefinedGroups.info': ['platform'],
  'predefinedGroups.save': ['platform'],
  'predefinedGroups.delete': ['platform'],
  'predefinedGroups.functions': ['platform'],
  'orgFunctions.list': ['platform', 'teamspace', 'acme'],
  'orgFunctions.choices': ['platform', 'teamspace', 'acme'],
  'orgFunctions.assign': ['platform', 'teamspace', 'acme'],
  'orgFunctions.remove': ['platform', 'teamspace', 'acme'],
  'groups.list': ['platform', 'teamspace', 'acme'],
  'groups.info': ['platform', 'teamspace', 'acme'],
  'groups.save': ['platform', 'teamspace', 'acme'],
  'groups.delete': ['platform', 'teamspace', 'acme'],
  'groups.choices': ['platform', 'teamspace', 'acme'],
  'groups.predefinedChoices': ['platform', 'teamspace', 'acme'],
  'groups.addPredefined': ['platform', 'teamspace', 'acme'],
  'users.access': ['platform', 'teamspace', 'acme'],
  'users.setGroups': ['platform', 'teamspace', 'acme'],
  'users.setFunctions': ['platform', 'teamspace', 'acme'],
  'functionAccess.check': ['platform', 'teamspace', 'acme'],
  // Decision 0390: administrators manage their own organisations' credit; adding credit is PM staff's.
  'credits.organisations': ['platform', 'teamspace', 'acme'],
  'credits.accounts': ['platform', 'teamspace', 'acme'],
  'credits.list': ['platform', 'teamspace', 'acme'],
  'credits.history': ['platform', 'teamspace', 'acme'],
  'credits.add': ['platform'],
  'credits.redeem': ['platform', 'teamspace', 'acme'],
  'promoCodes.list': ['platform', 'marketing'],
  'promoCodes.info': ['platform', 'marketing'],
  'promoCodes.save': ['platform', 'marketing'],
  'promoCodes.delete': ['platform', 'marketing'],
  'discounts.list': ['platform', 'marketing'],
  'discounts.info': ['platform', 'marketing'],
  'discounts.options': ['platform', 'marketing'],
  'discounts.save': ['platform', 'marketing'],
  'discounts.delete': ['platform', 'marketing'],
  'referralCodes.list': ['platform', 'marketing'],
  'referralCodes.generate': ['platform', 'marketing'],
  'demoApps.list': ['platform'],
  'demoApps.info': ['platform'],
  'demoApps.save': ['platform'],
  'demoApps.delete': ['platform'],
  'demoApps.functions': ['platform'],
  'registrations.list': ['platform', 'teamspace'],
  'registrations.info': ['platform', 'teamspace'],
  'registrations.save': ['platform', 'teamspace'],
  'registrations.delete': ['platform', 'teamspace'],
  'registrations.limits': ['platform', 'teamspace'],
  'registrations.checkDuplicate': ['platform', 'teamspace'],
  'registrations.uploadArchive': ['platform', 'teamspace'],
  'registrations.uploadDocs': ['platform', 'teamspace'],
  'registrations.approve': ['platform'],
  'registrations.reject': ['platform'],
};

/**
 * Session keys made once per file (a sign-in checks an argon2 hash: slow on a busy machine). No call of
 * this suite signs them out, but `revoked` and `expired`, which are made for that.
 */
const sessions = new Map<string, Promise<string>>();
const once = (name: string, make: () => Promise<string>) => {
  if (!sessions.has(name)) sessions.set(name, make());
  return sessions.get(name)!;
};
const keyOf = (who: DemoUser) => once(who, () => t.login(who));

/** A session key no longer valid: signed in, then signed out. */
const revokedKey = () =>
  once('revoked', async () => {
    const key = await t.login('acme');
    expect((await t.call('auth.logout', {}, key)).status).toBe(200);
    return key;
  });

/** A session key past its expiry. */
const expiredKey = () =>
  once('expired', async () => {
    const key = await t.login('platform');
    await t.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where key_hash = ${hashKey(key)}`,
    );
    return key;
  });

/** The call made the way a client would, with an empty JSON body (multipart for uploads). */
function bare(name: CallName, key: string | undefined) {
  if (CALLS[name].body === 'multipart') return upload(t.app, key, null, {}, name);
  return t.call(name, {}, key);
}

describe('the test database', () => {
  it('tells a call that changed a row from one that changed nothing', async () => {
    await t.unchanged(async () => {});
    await expect(
      t.unchanged(() =>
        t.db.execute(sql`update owners set description = description || '.' where code = 'acme'`),
      ),
    ).rejects.toThrow(/tables changed/);
    await t.db.execute(sql`update owners set description = rtrim(description, '.') where code = 'acme'`);
  });

  it('is PostgreSQL when DATABASE_URL is set, in-memory PGlite otherwise', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });
});

describe('the catalogue of calls', () => {
  it('lists exactly the calls this suite covers, each under its own name', () => {
    expect([...names].sort()).toEqual(Object.keys(ALLOWED).sort());
    for (const name of names) expect(CALLS[name].name).toBe(name);
  });

  it('gives every call a known permission and a handler, and no handler without a call', () => {
    for (const name of names) {
      expect(PERMISSIONS, name).toContain(CALLS[name].permission);
      const handler: unknown = HANDLERS[name];
      const twoPhase =
        typeof handler === 'object' && handler !== null && 'prepare' in handler && 'run' in handler;
      expect(typeof handler === 'function' || (twoPhase && CALLS[name].mutates), name).toBe(true);
    }
    expect(Object.keys(HANDLERS).sort()).toEqual([...names].sort());
  });

  it('publishes every call in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      paths: Record<string, { post: { operationId: string; 'x-permission': string } }>;
    };
    for (const name of names) {
      expect(doc.paths[`/api/${name}`]?.post.operationId, name).toBe(name);
      expect(doc.paths[`/api/${name}`]?.post['x-permission'], name).toBe(CALLS[name].permission);
    }
  });
});

describe('sessions on every call', () => {
  const guarded = names.filter((n) => CALLS[n].permission !== 'public');

  it('has calls that need a session', () => {
    expect(guarded.length).toBeGreaterThan(0);
  });

  it.each(guarded)(
    '%s answers 401 without a key, with an unknown key and with a revoked key',
    async (name) => {
      const revoked = await revokedKey();
      await t.unchanged(async () => {
        for (const key of [undefined, 'x'.repeat(43), 'short', revoked]) {
          const res = await bare(name, key);
          expect(res.status, `key ${key}`).toBe(401);
          expect(res.body.error.code).toBe('UNAUTHENTICATED');
        }
      });
    },
  );

  it.each(guarded)('%s answers 401 with an expired key', async (name) => {
    const res = await bare(name, await expiredKey());
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('lets the public calls through without a key', async () => {
    const res = await t.call('owners.branding', {});
    expect(res.status).toBe(200);
    const signIn = await t.call('auth.login', {
      clientid: 'acme',
      username: 'admin@acme.example',
      password: 'Admin#2026!',
    });
    expect(signIn.status).toBe(200);
  });
});

describe('permissions on every call', () => {
  const restricted = names.filter((n) => ALLOWED[n] !== 'anyone');
  const users: DemoUser[] = ['platform', 'marketing', 'teamspace', 'acme'];

  it('agrees with the contract: only calls for staff or administrators shut anyone signed in out', () => {
    for (const name of names) {
      const allowed = ALLOWED[name];
      const permission = CALLS[name].permission;
      if (permission === 'public') expect(allowed, name).toBe('anyone');
      else if (permission === 'session') expect(allowed, name).toEqual(users);
      else expect((allowed as DemoUser[]).length, name).toBeLessThan(users.length);
    }
  });

  it.each(restricted)('%s answers 403 exactly to the demo users who lack its permission', async (name) => {
    const allowed = ALLOWED[name] as DemoUser[];
    for (const who of users) {
      const key = await keyOf(who);
      // An empty body: refused users get 403 before their input is read, allowed ones get past the check.
      const res = await t.unchanged(() =>
        name === 'auth.logout' || name === 'auth.session'
          ? t.call(name, { extra: true }, key)
          : bare(name, key),
      );
      if (allowed.includes(who)) {
        expect([200, 400], `${name} as ${who}: ${JSON.stringify(res.body)}`).toContain(res.status);
      } else {
        expect(res.status, `${name} as ${who}`).toBe(403);
        expect(res.body.error.code).toBe('FORBIDDEN');
      }
    }
  });
});

describe('malformed requests', () => {
  const bodies: Array<[string, string, string]> = [
    ['broken JSON', '{"clientid": "acme",', 'application/json'],
    ['a JSON array', '[1, 2, 3]', 'application/json'],
    ['a JSON string', '"hello"', 'application/json'],
    ['a JSON number', '42', 'application/json'],
    ['JSON null', 'null', 'application/json'],
    ['an empty JSON body', '', 'application/json'],
    ['plain text', 'clientid=acme', 'text/plain'],
    ['a form', 'clientid=acme&username=x', 'application/x-www-form-urlencoded'],
    [
      'wrong types',
      '{"ownerId":"1","clientid":1,"username":[],"password":{},"scrId":7,"code":false,"lang":3}',
      'application/json',
    ],
    ['a deep object', `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`, 'application/json'],
  ];

  it.each(names)('%s never answers 500 to a malformed body', async (name) => {
    for (const [what, raw, type] of bodies) {
      // A fresh key each time: a body the server reads as {} would sign the key out.
      const key = name === 'auth.logout' ? await t.login('platform') : await keyOf('platform');
      const res = await t.call(name, undefined, key, { raw, headers: { 'content-type': type } });
      expect(res.status, `${name} with ${what}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
      if (res.status >= 400) expect(res.body.error.code, `${name} with ${what}`).toBeTruthy();
    }
  });
});
