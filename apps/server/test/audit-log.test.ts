import { parse } from 'csv-parse/sync';
import { CSV_EXPORT_PATH, type AuditRow, type OwnerSettings } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { CSV_BATCH_ROWS } from '../src/http/csv-export';
import { call, expectUnchanged, sql, useTestApp } from './helpers/test-app';
import { useLogins } from './helpers/use-logins';

const t = useTestApp();
const keys = useLogins(t, 'platform', 'marketing', 'teamspace', 'acme');

const list = async (input: Record<string, unknown>, key: string) => {
  const res = await call(t.app, 'auditLog.list', input, key);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { rows: AuditRow[]; total: number };
};

async function exportCsv(input: Record<string, unknown>, key: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${CSV_EXPORT_PATH}/auditLog.list`,
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    payload: JSON.stringify({
      input,
      columns: [
        { field: 'at', caption: 'Time' },
        { field: 'userName', caption: 'User' },
        { field: 'action', caption: 'Call' },
        { field: 'targetType', caption: 'Object Type' },
        { field: 'targetId', caption: 'Object ID' },
      ],
    }),
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return parse(res.body.replace(/^\uFEFF/, '')) as string[][];
}

const ADMIN_PASSWORD = 'Initech#Secret-2026!';

describe('auditLog.list', () => {
  it("shows an owner administrator their owner's records, newest first, paged", async () => {
    const all = await list({ pageSize: 100 }, keys.acme);
    expect(all.total).toBeGreaterThanOrEqual(6);
    expect(new Set(all.rows.map((r) => r.ownerName))).toEqual(new Set(['Acme Analytics']));
    expect(all.rows.map((r) => r.at)).toEqual([...all.rows.map((r) => r.at)].sort().reverse());
    expect(all.rows.find((r) => r.action === 'ownerSettings.save')).toMatchObject({
      userName: 'admin@acme.example',
      targetType: 'owner_settings',
      ip: '203.0.113.10',
    });
    const first = await list({ pageSize: 2, page: 0 }, keys.acme);
    const second = await list({ pageSize: 2, page: 1 }, keys.acme);
    expect(first.total).toBe(all.total);
    expect([...first.rows, ...second.rows].map((r) => r.id)).toEqual(all.rows.slice(0, 4).map((r) => r.id));
    const oldest = await list({ pageSize: 1, sortDirection: 'asc' }, keys.acme);
    expect(oldest.rows[0]!.id).toBe(all.rows.at(-1)!.id);
  });

  it('records a change made through the console at once', async () => {
    const current = (await call(t.app, 'ownerSettings.get', {}, keys.teamspace)).body as OwnerSettings;
    const saved = await call(t.app, 'ownerSettings.save', { ...current, primary: '#224466' }, keys.teamspace);
    expect(saved.status).toBe(200);
    const [newest] = (await list({ pageSize: 1 }, keys.teamspace)).rows;
    expect(newest).toMatchObject({ action: 'ownerSettings.save', userName: 'admin@teamspace.example' });
    const info = await call(t.app, 'auditLog.info', { id: newest!.id }, keys.teamspace);
    expect(info.status).toBe(200);
    expect(info.body.after).toMatchObject({ primary: '#224466' });
    expect(info.body.orgName).toBe('TeamSpace Labs HQ');
  });

  it('filters by user, call, object type, time range and search', async () => {
    const all = (await list({ pageSize: 100 }, keys.acme)).rows;
    const userId = all[0]!.userId!;
    expect((await list({ userId }, keys.acme)).rows.every((r) => r.userId === userId)).toBe(true);
    expect((await list({ userId: 999_999 }, keys.acme)).total).toBe(0);

    const scaled = await list({ action: 'microservices.scalePod' }, keys.acme);
    expect(scaled.total).toBe(all.filter((r) => r.action === 'microservices.scalePod').length);
    expect(scaled.total).toBeGreaterThan(0);

    const files = await list({ targetType: 'file' }, keys.acme);
    expect(files.rows.map((r) => r.targetId)).toEqual(['acme/logo.png']);

    const at = (r: AuditRow) => Date.parse(r.at);
    const mid = all[Math.floor(all.length / 2)]!;
    const from = new Date(at(mid)).toISOString();
    const to = new Date(at(all[0]!) + 1).toISOString();
    const ranged = await list({ from, to, pageSize: 100 }, keys.acme);
    expect(ranged.rows.map((r) => r.id)).toEqual(all.filter((r) => at(r) >= at(mid)).map((r) => r.id));
    // `to` is exclusive: a range ending at a record's instant leaves it out.
    const before = await list({ to: mid.at, pageSize: 100 }, keys.acme);
    expect(before.rows.map((r) => r.id)).toEqual(all.filter((r) => at(r) < at(mid)).map((r) => r.id));
    // An offset is honoured: the same instant written in another zone.
    const zoned = new Date(at(mid) + 2 * 3_600_000).toISOString().replace('Z', '+02:00');
    expect((await list({ from: zoned, pageSize: 100 }, keys.acme)).total).toBe(ranged.total);

    expect((await list({ search: '203.0.113' }, keys.acme)).rows.every((r) => r.ip === '203.0.113.10')).toBe(
      true,
    );
    expect((await list({ search: 'LOGO.PNG' }, keys.acme)).total).toBe(1);
  });

  it("gives platform staff every owner's records, or the picked owner's", async () => {
    const every = await list({ allOwners: true, pageSize: 100 }, keys.platform);
    const names = new Set(every.rows.map((r) => r.ownerName));
    for (const owner of ['Modelhub Platform', 'TeamSpace Labs', 'Acme Analytics'])
      expect(names).toContain(owner);
    const acme = await list({ ownerId: t.owners.acme, pageSize: 100 }, keys.platform);
    expect(acme.rows.map((r) => r.ownerId)).toEqual(acme.rows.map(() => t.owners.acme));
    expect(acme.total).toBe(every.rows.filter((r) => r.ownerId === t.owners.acme).length);
    const own = await list({ pageSize: 100 }, keys.platform);
    expect(new Set(own.rows.map((r) => r.ownerName))).toEqual(new Set(['Modelhub Platform']));
  });

  it("keeps an owner administrator to their owner: another owner's records are not found", async () => {
    const named = await call(t.app, 'auditLog.list', { ownerId: t.owners.teamspace }, keys.acme);
    expect(named.status).toBe(404);
    const every = await call(t.app, 'auditLog.list', { allOwners: true }, keys.acme);
    expect(every.status).toBe(403);
    expect(every.body.error.code).toBe('FORBIDDEN');
    for (const name of ['auditLog.facets', 'auditLog.users'] as const)
      expect((await call(t.app, name, { allOwners: true }, keys.acme)).status, name).toBe(403);
  });

  it('refuses the marketing-only user', async () => {
    for (const name of ['auditLog.list', 'auditLog.info', 'auditLog.facets', 'auditLog.users'] as const) {
      const res = await call(t.app, name, name === 'auditLog.info' ? { id: 1 } : {}, keys.marketing);
      expect(res.status, name).toBe(403);
    }
  });

  it('answers 400 for a reversed range, unreadable dates and unknown sorts, changing nothing', async () => {
    await expectUnchanged(t.db, async () => {
      const reversed = await call(
        t.app,
        'auditLog.list',
        { from: '2026-05-02T00:00:00.000Z', to: '2026-05-01T00:00:00.000Z' },
        keys.acme,
      );
      expect(reversed.status).toBe(400);
      expect(reversed.body.error.fieldErrors.to).toEqual(['The start of the range must be before its end']);
      for (const bad of [
        { from: '2026-13-45T00:00:00Z' },
        { to: 'yesterday' },
        { from: '2026-05-01' },
        { sortField: 'ip' },
        { userId: 0 },
        { action: 'x'.repeat(101) },
        { allOwners: 'yes' },
      ]) {
        const res = await call(t.app, 'auditLog.list', bad, keys.acme);
        expect(res.status, JSON.stringify(bad)).toBe(400);
        expect(res.body.error.code).toBe('INVALID_INPUT');
      }
      expect((await call(t.app, 'auditLog.info', { id: -1 }, keys.acme)).status).toBe(400);
    });
  });
});

describe('reading every record after a cursor', () => {
  it('pages by cursor exactly as by number, ties on the same instant included, and the CSV follows it', async () => {
    const count = CSV_BATCH_ROWS * 2 + 7;
    // Many records of one instant (one transaction's now()): only the id tells them apart.
    await t.db.execute(sql`insert into audit_log (at, owner_id, action, target_type, target_id, ip)
      select case when i % 3 = 0 then now() - interval '1 day' else now() - i * interval '1 second' end,
        ${t.owners.acme}, 'bulk.save', 'bulk', i::text, '192.0.2.99'
      from generate_series(1, ${count}) as i`);
    const byNumber: number[] = [];
    for (let page = 0; ; page++) {
      const { rows } = await list({ action: 'bulk.save', pageSize: 100, page }, keys.acme);
      byNumber.push(...rows.map((r) => r.id));
      if (rows.length < 100) break;
    }
    expect(byNumber).toHaveLength(count);
    const byCursor: number[] = [];
    let after: string | undefined;
    do {
      const res = await call(
        t.app,
        'auditLog.list',
        { action: 'bulk.save', pageSize: 100, after },
        keys.acme,
      );
      expect(res.status).toBe(200);
      if (after) expect(res.body.total).toBe(0);
      byCursor.push(...(res.body.rows as AuditRow[]).map((r) => r.id));
      after = res.body.next ?? undefined;
    } while (after);
    expect(byCursor).toEqual(byNumber);

    const [, ...csv] = await exportCsv({ action: 'bulk.save' }, keys.acme);
    expect(csv).toHaveLength(count);
    expect(new Set(csv.map((r) => r[4])).size).toBe(count);
    await t.db.execute(sql`delete from audit_log where action = 'bulk.save'`);
  });

  it('refuses a cursor it never gave out', async () => {
    for (const after of ['nope', Buffer.from('2026-01-01|x').toString('base64url'), 'a b']) {
      const res = await call(t.app, 'auditLog.list', { after }, keys.acme);
      expect(res.status, after).toBe(400);
    }
  });
});

describe('auditLog.info', () => {
  it("opens an owner's record with its before and after; another owner's id is not found", async () => {
    const [acmeRecord] = (await list({ targetType: 'microservice', action: 'microservices.save' }, keys.acme))
      .rows;
    const info = await call(t.app, 'auditLog.info', { id: acmeRecord!.id }, keys.acme);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      id: acmeRecord!.id,
      userName: 'admin@acme.example',
      orgName: 'Acme Analytics Ltd',
    });
    expect(info.body.before).toMatchObject({ status: 'Draft' });
    expect(info.body.after).toMatchObject({ status: 'Active' });

    const [tsRecord] = (await list({ pageSize: 1 }, keys.teamspace)).rows;
    const other = await call(t.app, 'auditLog.info', { id: tsRecord!.id }, keys.acme);
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('NOT_FOUND');
    expect((await call(t.app, 'auditLog.info', { id: 2 ** 40 }, keys.acme)).status).toBe(404);
    // Platform staff open any owner's record.
    expect((await call(t.app, 'auditLog.info', { id: tsRecord!.id }, keys.platform)).status).toBe(200);
  });
});

describe('the filters', () => {
  it('offer the calls and object types that appear, in scope', async () => {
    const acme = (await call(t.app, 'auditLog.facets', {}, keys.acme)).body;
    expect(acme.actions).toContain('microservices.scalePod');
    expect(acme.actions).not.toContain('owners.create');
    expect(acme.targetTypes).toEqual([...acme.targetTypes].sort());
    const every = (await call(t.app, 'auditLog.facets', { allOwners: true }, keys.platform)).body;
    expect(every.actions).toContain('owners.create');
  });

  it("offer the owner's users by name", async () => {
    const acme = (await call(t.app, 'auditLog.users', { search: 'ADMIN' }, keys.acme)).body;
    expect(acme.results).toEqual([
      { id: expect.any(Number), userName: 'admin@acme.example', ownerName: 'Acme Analytics' },
    ]);
    const every = (await call(t.app, 'auditLog.users', { allOwners: true, search: 'admin@' }, keys.platform))
      .body;
    expect(every.results.map((u: { userName: string }) => u.userName)).toEqual(
      expect.arrayContaining(['admin@acme.example', 'admin@teamspace.example', 'admin@platform.example']),
    );
    const marketing = (await call(t.app, 'auditLog.users', { search: 'market' }, keys.platform)).body;
    expect(marketing.results.map((u: { userName: string }) => u.userName)).toEqual([
      'marketing@platform.example',
    ]);
  });
});

describe('CSV export of the audit log', () => {
  it('exports exactly the filtered records, newest first', async () => {
    const filtered = await list({ action: 'ownerSettings.save', pageSize: 100 }, keys.acme);
    const [header, ...rows] = await exportCsv({ action: 'ownerSettings.save' }, keys.acme);
    expect(header).toEqual(['Time', 'User', 'Call', 'Object Type', 'Object ID']);
    expect(rows.map((r) => r[0])).toEqual(filtered.rows.map((r) => r.at));
    expect(new Set(rows.map((r) => r[2]))).toEqual(new Set(['ownerSettings.save']));
    const every = await exportCsv({ allOwners: true }, keys.platform);
    expect(every.length - 1).toBe((await list({ allOwners: true }, keys.platform)).total);
  });

  it("refuses another owner's records and every owner's to an owner administrator", async () => {
    for (const input of [{ ownerId: t.owners.teamspace }, { allOwners: true }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${CSV_EXPORT_PATH}/auditLog.list`,
        headers: { 'content-type': 'application/json', 'x-api-key': keys.acme },
        payload: JSON.stringify({ input, columns: [{ field: 'action', caption: 'Call' }] }),
      });
      expect(res.statusCode, JSON.stringify(input)).toBe(input.allOwners ? 403 : 404);
    }
  });
});

describe('secrets', () => {
  it('never show in the list, a record or the CSV', async () => {
    const created = await call(
      t.app,
      'owners.create',
      {
        ownerName: 'Initech Audit',
        orgName: 'Initech Audit Ltd',
        clientId: '',
        email: 'it@initech.example',
        adminUserName: 'admin@initech.example',
        adminPassword: ADMIN_PASSWORD,
        installationType: 'AWS',
        clusterId: 'in-eu-1',
        planDuration: '1 Year',
        planType: 'Named Users',
        noOfUsers: 5,
        fileSize: 20,
        noOfConversation: 0,
        desc: 'Audit test',
        functionIds: [],
      },
      keys.platform,
    );
    expect(created.status).toBe(200);
    const rows = (await list({ allOwners: true, pageSize: 100 }, keys.platform)).rows;
    const infos = await Promise.all(
      rows.map((r) => call(t.app, 'auditLog.info', { id: r.id }, keys.platform)),
    );
    const csv = await exportCsv({ allOwners: true }, keys.platform);
    const shown = JSON.stringify([rows, infos.map((i) => i.body), csv]);
    expect(shown).toContain('Initech Audit');
    for (const secret of [ADMIN_PASSWORD, 'new-demo-secret', 'old-demo-secret', 'argon2'])
      expect(shown, secret).not.toContain(secret);
    expect(shown).not.toMatch(/"[^"]*(password|secret|token|api_?key)[^"]*":/i);
  });
});
