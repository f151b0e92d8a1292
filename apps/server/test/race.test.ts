import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from './helpers/test-app';
import { useApi } from './helpers/api';

/**
 * Two calls racing for one name: both pass the "already taken?" check, the unique index decides. Only
 * PostgreSQL runs transactions side by side (PGlite has one connection), so these run with DATABASE_URL.
 * They are ordered by waiting on the database's own lock, not on time: another connection holds the name
 * in an open transaction, the call blocks on it, the other transaction commits, the call must answer 409.
 */
const t = useApi();
const clients: pg.Client[] = [];

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: t.databaseUrl! });
  await client.connect();
  clients.push(client);
  return client;
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.end()));
});

/** Resolves once some session of this database waits on a lock, or once `settled` says to stop looking. */
async function someoneWaitsOnALock(watcher: pg.Client, settled: () => boolean): Promise<void> {
  while (!settled()) {
    const { rows } = await watcher.query(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    if (rows[0].n > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Starts `pending` while another connection holds a row in an open transaction; commits once it blocks. */
async function raceAgainst<T>(holdSql: string, params: unknown[], pending: () => Promise<T>): Promise<T> {
  const holder = await connect();
  const watcher = await connect();
  await holder.query('begin');
  await holder.query(holdSql, params);
  let done = false;
  const result = pending().finally(() => {
    done = true;
  });
  await someoneWaitsOnALock(watcher, () => done);
  // If the call answered without ever blocking, the race did not happen: fail rather than pass by luck.
  expect(done, 'the call should have waited on the lock').toBe(false);
  await holder.query('commit');
  return result;
}

const form = (ownerName: string, clientId: string) => ({
  ownerName,
  orgName: `${ownerName} Ltd`,
  clientId,
  email: 'it@race.example',
  adminUserName: 'admin@race.example',
  adminPassword: 'Race#2026!',
  installationType: 'AWS',
  clusterId: 'race-1',
  planDuration: '1 Month(Trial)',
  planType: 'Named Users',
  noOfUsers: 1,
  fileSize: 1,
  desc: 'Racing',
});

describe.runIf(Boolean(process.env.DATABASE_URL))('concurrent clashes on PostgreSQL', () => {
  it.each([
    {
      code: 'NAME_EXIST',
      what: 'the name',
      hold: "insert into owners (name, code, type) values ($1, 'race-holder', 'STD')",
      held: 'Race Co',
      sent: form('Race Co', 'race-co'),
      fieldErrors: { ownerName: ['Owner name already exists'] },
    },
    {
      code: 'CODE_EXIST',
      what: 'the client id',
      hold: "insert into owners (name, code, type) values ('Code Holder', $1, 'STD')",
      held: 'race-code',
      sent: form('Race Code Co', 'race-code'),
      fieldErrors: { clientId: ['Client ID already exists'] },
    },
  ])('owners.create answers 409 $code when a concurrent call takes $what first', async (row) => {
    const key = await t.login('platform');
    const audits = await t.auditCount();
    const res = await raceAgainst(row.hold, [row.held], () => t.call('owners.create', row.sent, key));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: row.code, fieldErrors: row.fieldErrors });
    expect(await t.auditCount()).toBe(audits);
    const org = sql`select id from organisations where client_id = ${row.sent.clientId}`;
    expect(await t.rows(org)).toEqual([]);
  });

  it('ownerSettings.save answers 409 when a concurrent save takes the domain name first', async () => {
    const key = await t.login('acme');
    const current = (await t.call('ownerSettings.get', {}, key)).body;
    const audits = await t.auditCount();
    const res = await raceAgainst(
      'update owner_settings set domain_name = $1 where owner_id = $2',
      ['race.example', t.owners.teamspace],
      () => t.call('ownerSettings.save', { ...current, domainName: 'race.example' }, key),
    );
    expect(res.status).toBe(409);
    expect(res.body.error.fieldErrors.domainName).toBeDefined();
    expect(await t.auditCount()).toBe(audits);
  });
});
