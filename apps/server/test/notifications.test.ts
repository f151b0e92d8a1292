import { describe, expect, it } from 'vitest';
import type { NotificationRow, OutageRow } from '@console/contract';
import { sql } from './helpers/test-app';
import { useApi } from './helpers/api';
import { useLogins } from './helpers/use-logins';

const t = useApi();
const keys = useLogins(t, 'platform', 'acme', 'teamspace');

/** Each case's body is refused by `call` with 400 and the message on its field. */
async function expectFieldErrors(call: string, cases: Array<[object, string, string]>) {
  for (const [body, field, message] of cases) {
    const res = await t.call(call, body, keys.platform);
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(res.body.error.fieldErrors[field]).toContain(message);
  }
}

const UNSAFE =
  '<p><strong>Bold</strong> and a <a href="https://status.example/incident">link</a>' +
  '<img src=x onerror="alert(1)"><script>alert(2)</script>' +
  '<a href="javascript:alert(3)">bad</a><span style="color:red" onclick="x()">styled</span></p>';

function expectSafe(html: string) {
  expect(html).toContain('<strong>Bold</strong>');
  expect(html).toContain('href="https://status.example/incident"');
  expect(html).toContain('rel="noopener noreferrer"');
  for (const gone of ['<script', 'onerror', 'onclick', 'javascript:', 'style=', '<img', '<span'])
    expect(html).not.toContain(gone);
}

async function catalogueId(code: string): Promise<number> {
  const [row] = await t.rows<{
    id: number;
  }>(sql`select m.id from microservices m join owners o on o.id = m.owner_id
        where o.platform_owner and m.code = ${code}`);
  return Number(row!.id);
}

describe('notifications', () => {
  it("lists the platform's notifications, newest first, with their author", async () => {
    const res = await t.call('notifications.list', {}, keys.platform);
    expect(res.status).toBe(200);
    const rows = res.body.rows as NotificationRow[];
    expect(res.body.total).toBe(2);
    expect(rows.map((r) => r.version)).toEqual(['2.3.5', '2.4.0']);
    expect(rows[0]).toMatchObject({ type: 'notify', createdBy: 'admin@platform.example' });
  });

  it('shows PM staff acting on another owner the same platform notifications', async () => {
    const res = await t.call('notifications.list', { ownerId: t.owners.acme }, keys.platform);
    expect(res.body.total).toBe(2);
  });

  it('adds a notification with its rich text cleaned, one audit record, then updates it', async () => {
    /** Saves as the platform administrator, expects `message`; answers the saved id and what info reads. */
    const saveAndRead = async (body: Record<string, unknown>, message: string, id?: number) => {
      const saved = await t.call('notifications.save', { ...body, id }, keys.platform);
      expect(saved.status).toBe(200);
      expect(saved.body.message).toBe(message);
      id ??= saved.body.id as number;
      return { id, info: (await t.call('notifications.info', { id }, keys.platform)).body };
    };
    const audit = await t.lastAuditId();
    const added = await saveAndRead(
      { type: 'version', message: UNSAFE, version: ' 3.0.0 ' },
      'Successfully Added',
    );
    expect(added.info).toMatchObject({
      type: 'version',
      version: '3.0.0',
      createdBy: 'admin@platform.example',
    });
    expectSafe(added.info.message);
    const rows = await t.auditAfter(audit);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0]!.after)).not.toContain('<script');

    const fixed = { type: 'notify', message: '<p>Now <em>fixed</em></p>', version: '3.0.1' };
    const updated = await saveAndRead(fixed, 'Successfully Updated', added.id);
    expect(updated.info).toMatchObject(fixed);
  });

  it("answers the spec's messages for a missing message or version, and changes nothing", async () => {
    await t.unchanged(async () => {
      const cases: Array<[object, string, string]> = [
        [{ message: '<p></p>', version: '1' }, 'message', 'Message is required'],
        [{ message: '<p><script>x()</script></p>', version: '1' }, 'message', 'Message is required'],
        [{ version: '1' }, 'message', 'Message is required'],
        [{ message: '<p>Hi</p>', version: '  ' }, 'version', 'Version is required'],
        [{ message: '<p>Hi</p>', version: '1', type: 'alert' }, 'type', 'Type is required'],
      ];
      await expectFieldErrors('notifications.save', cases);
    });
  });

  it('answers 404 for a notification that does not exist, 403 to an owner administrator', async () => {
    await t.unchanged(async () => {
      const body = { id: 999_999, message: '<p>x</p>', version: '1' };
      expect((await t.call('notifications.info', { id: 999_999 }, keys.platform)).status).toBe(404);
      expect((await t.call('notifications.save', body, keys.platform)).status).toBe(404);
      expect((await t.call('notifications.delete', { ids: [999_999] }, keys.platform)).status).toBe(404);
      expect((await t.call('notifications.list', {}, keys.acme)).status).toBe(403);
      expect((await t.call('notifications.save', { ...body, id: 0 }, keys.acme)).status).toBe(403);
      expect((await t.call('notifications.list', { ownerId: 999_999 }, keys.platform)).status).toBe(404);
    });
  });

  it('deletes the selected notifications together, with one audit record', async () => {
    const a = await t.call('notifications.save', { message: '<p>a</p>', version: '1' }, keys.platform);
    const b = await t.call('notifications.save', { message: '<p>b</p>', version: '1' }, keys.platform);
    const audit = await t.lastAuditId();
    const res = await t.call('notifications.delete', { ids: [a.body.id, b.body.id] }, keys.platform);
    expect(res.body).toEqual({ message: 'Successfully Deleted', deleted: 2 });
    expect(await t.auditAfter(audit)).toHaveLength(1);
  });
});

describe('outages', () => {
  it('lists the outages with the microservices they affect', async () => {
    const res = await t.call('outages.list', {}, keys.platform);
    expect(res.status).toBe(200);
    const rows = res.body.rows as OutageRow[];
    expect(rows.map((r) => r.status)).toEqual(['Active', 'Closed']);
    expect(rows[0]!.microservices.map((m) => m.name)).toEqual(['Speech to Text']);
  });

  it('adds an outage on a microservice: its badge shows to owners that see it while Active', async () => {
    const ocr = await catalogueId('DOCOCR');
    const added = await t.call(
      'outages.save',
      {
        status: 'Active',
        outage: UNSAFE,
        startDateTime: '2026-11-25T08:00:00+01:00',
        endDateTime: '2026-11-25T09:30:00Z',
        microserviceIds: [ocr, ocr],
      },
      keys.platform,
    );
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Successfully Added');
    const info = await t.call('outages.info', { id: added.body.id }, keys.platform);
    expectSafe(info.body.outage);
    expect(info.body).toMatchObject({
      startDateTime: '2026-11-25T07:00:00.000Z',
      endDateTime: '2026-11-25T09:30:00.000Z',
      microservices: [{ id: ocr, name: 'Document OCR' }],
    });
    const badged = async (who: 'platform' | 'teamspace') =>
      (await t.call('outages.active', {}, keys[who])).body.microservices.map((m: { id: number }) => m.id);
    // TeamSpace is assigned Document OCR; the platform owns it.
    expect(await badged('teamspace')).toContain(ocr);
    expect(await badged('platform')).toContain(ocr);
    const acmeBadges = await t.call('outages.active', { ownerId: t.owners.acme }, keys.platform);
    expect(acmeBadges.body.microservices.map((m: { id: number }) => m.id)).not.toContain(ocr);

    const closed = await t.call(
      'outages.save',
      { id: added.body.id, status: 'Closed', outage: '<p>Over</p>', microserviceIds: [ocr] },
      keys.platform,
    );
    expect(closed.body.message).toBe('Successfully Updated');
    expect(await badged('teamspace')).not.toContain(ocr);
  });

  it("answers the spec's messages and refuses bad dates or microservices, changing nothing", async () => {
    const [acmeOwn] = await t.rows<{ id: number }>(
      sql`select id from microservices where owner_id = ${t.owners.acme} limit 1`,
    );
    await t.unchanged(async () => {
      const cases: Array<[object, string, string]> = [
        [{ outage: '<p> </p>' }, 'outage', 'Outage is required'],
        [{ outage: '<p>x</p>', status: 'Open' }, 'status', 'Status is required'],
        [
          { outage: '<p>x</p>', startDateTime: '2026-11-25T10:00:00Z', endDateTime: '2026-11-25T09:00:00Z' },
          'endDateTime',
          'The end must not be before the start',
        ],
        [
          { outage: '<p>x</p>', startDateTime: '25-11-2026 10:00:00' },
          'startDateTime',
          'A date and time is required',
        ],
        [
          { outage: '<p>x</p>', microserviceIds: [acmeOwn!.id] },
          'microserviceIds',
          'Choose microservices of the catalogue',
        ],
      ];
      await expectFieldErrors('outages.save', cases);
    });
  });

  it('answers 404 for an outage that does not exist and 403 to owner administrators', async () => {
    await t.unchanged(async () => {
      expect((await t.call('outages.info', { id: 999_999 }, keys.platform)).status).toBe(404);
      expect((await t.call('outages.delete', { ids: [999_999] }, keys.platform)).status).toBe(404);
      expect((await t.call('outages.list', {}, keys.teamspace)).status).toBe(403);
      expect((await t.call('outages.active', {}, keys.acme)).status).toBe(403);
    });
  });

  it('deletes outages with the links to their microservices', async () => {
    const added = await t.call(
      'outages.save',
      { outage: '<p>x</p>', microserviceIds: [await catalogueId('NER')] },
      keys.platform,
    );
    const res = await t.call('outages.delete', { ids: [added.body.id] }, keys.platform);
    expect(res.body.deleted).toBe(1);
    const links = await t.rows(sql`select 1 from outage_microservices where outage_id = ${added.body.id}`);
    expect(links).toHaveLength(0);
  });
});
