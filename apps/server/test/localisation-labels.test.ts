import { describe, expect, it } from 'vitest';
import { DEFAULT_LABELS } from '@console/contract';
import { countRows, translated } from './helpers/localisation-fixtures';
import { useLogins } from './helpers/use-logins';
import { labelFixtures } from './helpers/label-fixtures';
import { useApi } from './helpers/api';

const t = useApi();
const { label, platformLabelId, byScreen, saveFromOwner } = labelFixtures(t);
const keys = useLogins(t, 'platform', 'acme', 'teamspace');

describe('labels.list', () => {
  it("shows an owner its own labels and the platform's it inherits, with their source", async () => {
    const own = await t.ok(
      'labels.save',
      { ...label({ screenCode: 'LOGIN', labelCode: 'ACME_ONLY' }), ownerId: t.owners.acme },
      keys.platform,
    );
    const res = await t.ok(
      'labels.list',
      { ownerId: t.owners.acme, screenCode: 'LOGIN', pageSize: 100 },
      keys.platform,
    );
    expect(res.total).toBe(Object.keys(DEFAULT_LABELS.LOGIN).length + 1);
    const mine = res.rows.find((r: { id: number }) => r.id === own.id);
    expect(mine).toMatchObject({
      source: 'owner',
      screenCode: 'LOGIN',
      labelCode: 'ACME_ONLY',
      screenName: 'Test screen',
    });
    const title = res.rows.find((r: { labelCode: string }) => r.labelCode === 'TITLE');
    expect(title).toMatchObject({
      source: 'platform',
      text: DEFAULT_LABELS.LOGIN.TITLE,
      screenName: 'Login',
    });
    expect(typeof title.dateUpdated).toBe('string');
    // The platform itself sees only its own rows; teamspace does not see acme's.
    const own2 = await t.ok('labels.list', { screenCode: 'LOGIN', pageSize: 100 }, keys.platform);
    expect(own2.rows.every((r: { source: string }) => r.source === 'owner')).toBe(true);
    expect(own2.total).toBe(Object.keys(DEFAULT_LABELS.LOGIN).length);
    const ts = await t.ok('labels.list', { ownerId: t.owners.teamspace, search: 'ACME_ONLY' }, keys.platform);
    expect(ts.total).toBe(0);
  });

  it('pages, searches codes, names and text, and sorts on the server', async () => {
    const page = await t.ok(
      'labels.list',
      { page: 1, pageSize: 5, sortField: 'labelCode', sortDirection: 'desc' },
      keys.platform,
    );
    expect(page.rows).toHaveLength(5);
    const all = await t.ok(
      'labels.list',
      { pageSize: 100, sortField: 'labelCode', sortDirection: 'desc' },
      keys.platform,
    );
    expect(page.total).toBe(all.total);
    expect(page.rows.map((r: { id: number }) => r.id)).toEqual(
      all.rows.slice(5, 10).map((r: { id: number }) => r.id),
    );
    const codes = all.rows.map((r: { labelCode: string }) => r.labelCode);
    expect(codes).toEqual([...codes].sort().reverse());

    const byText = await t.ok('labels.list', { search: 'sign in to the', pageSize: 100 }, keys.platform);
    expect(byText.rows.map((r: { labelCode: string }) => r.labelCode)).toEqual(['TITLE']);
    const byName = await t.ok('labels.list', { search: 'owner listing', pageSize: 100 }, keys.platform);
    expect(byName.total).toBe(Object.keys(DEFAULT_LABELS.OWN_LIST).length);
    // Wildcards are searched for as themselves: '%' finds only the captions holding a '%' ('Discount (%)').
    const percent = await t.ok('labels.list', { search: '%', pageSize: 100 }, keys.platform);
    const withPercent = Object.values(DEFAULT_LABELS).flatMap((screen) =>
      Object.values(screen as Record<string, string>).filter((text) => text.includes('%')),
    );
    expect(withPercent.length).toBeGreaterThan(0);
    expect(percent.total).toBe(withPercent.length);
    expect(percent.rows.map((r: { text: string }) => r.text).sort()).toEqual([...withPercent].sort());
    const past = await t.ok('labels.list', { page: 999, pageSize: 50 }, keys.platform);
    expect(past).toEqual({ rows: [], total: all.total > 100 ? expect.any(Number) : all.total });
  });

  it('orders by the numeric order number by default within a screen', async () => {
    const res = await t.ok('labels.list', { screenCode: 'LOGIN', pageSize: 100 }, keys.platform);
    expect(res.rows.map((r: { labelCode: string }) => r.labelCode)).toEqual(
      Object.keys(DEFAULT_LABELS.LOGIN),
    );
  });

  it('refuses bad paging and sorting with 400 and field errors', async () => {
    for (const [body, field] of [
      [{ pageSize: 101 }, 'pageSize'],
      [{ page: -1 }, 'page'],
      [{ sortField: 'password' }, 'sortField'],
      [{ sortDirection: 'up' }, 'sortDirection'],
      [{ search: 7 }, 'search'],
      [{ ownerId: 'x' }, 'ownerId'],
    ] as const) {
      const res = await t.call('labels.list', body, keys.platform);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fieldErrors)).toEqual([field]);
    }
  });

  it('answers 400, never 500, for ids beyond the database integer range and NUL characters', async () => {
    for (const [name, body, field] of [
      ['labels.list', { ownerId: 3_000_000_000 }, 'ownerId'],
      ['labels.byScreen', { scrId: 'LOGIN', ownerId: 3_000_000_000 }, 'ownerId'],
      ['labels.info', { id: 3_000_000_000 }, 'id'],
      ['labels.delete', { ids: [3_000_000_000] }, 'ids.0'],
      // PostgreSQL text cannot hold NUL: refused as input.
      ['labels.list', { search: 'a\u0000b' }, 'search'],
      ['labels.save', { ...label(), description: 'a\u0000' }, 'description'],
    ] as const) {
      const res = await t.call(name, body, keys.platform);
      expect(res.status, name).toBe(400);
      expect(Object.keys(res.body.error.fieldErrors), name).toEqual([field]);
    }
  });

  it('is for PM staff: owner administrators get 403, an unknown owner 404', async () => {
    expect((await t.call('labels.list', {}, keys.acme)).status).toBe(403);
    expect((await t.call('labels.list', {}, keys.teamspace)).status).toBe(403);
    expect((await t.call('labels.list', { ownerId: 999999 }, keys.platform)).status).toBe(404);
  });
});

describe('labels.info', () => {
  it('answers a label with its translations, and a platform label from an owner with source platform', async () => {
    const translations = translated(['de', 'Hallo'], ['FR', 'Salut']);
    const { id } = await t.ok('labels.save', label({ translations }), keys.platform);
    const info = await t.ok('labels.info', { id }, keys.platform);
    expect(info).toMatchObject({
      id,
      source: 'owner',
      ownerId: t.owners.platform,
      screenCode: 'TEST_SCREEN',
    });
    expect(info.translations).toEqual([
      { lang: 'DE', text: 'Hallo' },
      { lang: 'FR', text: 'Salut' },
    ]);
    const fromAcme = await t.ok('labels.info', { id, ownerId: t.owners.acme }, keys.platform);
    expect(fromAcme.source).toBe('platform');
  });

  it("answers 404 for another tenant's label and for an unknown id", async () => {
    const { id } = await t.ok('labels.save', { ...label(), ownerId: t.owners.teamspace }, keys.platform);
    expect((await t.call('labels.info', { id, ownerId: t.owners.acme }, keys.platform)).status).toBe(404);
    expect((await t.call('labels.info', { id: 2_000_000_000 }, keys.platform)).status).toBe(404);
    const bad = await t.call('labels.info', { id: 0 }, keys.platform);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors.id).toBeDefined();
    expect((await t.call('labels.info', { id }, keys.acme)).status).toBe(403);
  });
});

describe('labels.delete', () => {
  it('deletes labels with their translations', async () => {
    const one = await t.ok(
      'labels.save',
      label({ translations: [{ lang: 'FR', text: 'x' }] }),
      keys.platform,
    );
    const two = await t.ok('labels.save', label(), keys.platform);
    const before = await t.lastAuditId();
    const res = await t.ok('labels.delete', { ids: [one.id, two.id, one.id] }, keys.platform);
    expect(res).toEqual({ message: 'Successfully Deleted', deleted: 2 });
    expect(await countRows(t, 'labels', `id in (${one.id}, ${two.id})`)).toBe(0);
    expect(await countRows(t, 'label_translations', `label_id = ${one.id}`)).toBe(0);
    expect((await t.auditAfter(before)).length).toBe(1);
  });

  it("deleting an owner's override brings back the platform's label", async () => {
    const copy = await saveFromOwner(keys.platform, t.owners.acme, 'MENU', 'HELP', { text: 'Acme help' });
    expect((await byScreen(keys.acme, 'MENU')).HELP).toBe('Acme help');
    await t.ok('labels.delete', { ids: [copy.id], ownerId: t.owners.acme }, keys.platform);
    expect((await byScreen(keys.acme, 'MENU')).HELP).toBe(DEFAULT_LABELS.MENU.HELP);
  });

  it("answers 404 for a platform label from another owner, another tenant's label or an unknown id, deleting nothing", async () => {
    const mine = await t.ok('labels.save', { ...label(), ownerId: t.owners.acme }, keys.platform);
    const theirs = await t.ok('labels.save', { ...label(), ownerId: t.owners.teamspace }, keys.platform);
    const platformId = await platformLabelId('LOGIN', 'TITLE');
    for (const ids of [[platformId], [mine.id, theirs.id], [mine.id, 2_000_000_000]]) {
      const res = await t.unchanged(() =>
        t.call('labels.delete', { ids, ownerId: t.owners.acme }, keys.platform),
      );
      expect(res.status, JSON.stringify(ids)).toBe(404);
    }
  });

  it('refuses an empty or malformed list (400) and owner administrators (403)', async () => {
    for (const ids of [[], ['1'], [0], null]) {
      const res = await t.refused(400, 'labels.delete', { ids }, keys.platform);
      expect(res.body.error.fieldErrors).toHaveProperty(Array.isArray(ids) && ids.length ? 'ids.0' : 'ids');
    }
    expect((await t.call('labels.delete', { ids: [1] }, keys.acme)).status).toBe(403);
  });
});

describe('labels by screen after saves', () => {
  it('falls back per label: owner language, platform language, owner English, platform English', async () => {
    // [label code, text, German text or none, owner (none: the platform's)]
    const saves: Array<[string, string, string | null, number | undefined]> = [
      ['A', 'A platform', 'A Plattform', undefined],
      ['B', 'B platform', 'B Plattform', undefined],
      ['C', 'C platform', null, undefined],
      ['D', 'D platform', null, undefined],
      ['A', 'A acme', 'A Acme', t.owners.acme],
      ['B', 'B acme', null, t.owners.acme],
      ['C', 'C acme', null, t.owners.acme],
    ];
    for (const [labelCode, text, german, ownerId] of saves) {
      const translations = german ? [{ lang: 'DE', text: german }] : [];
      const body = { ...label({ screenCode: 'FALLBACK', labelCode, text, translations }), ownerId };
      await t.ok('labels.save', body, keys.platform);
    }
    expect(await byScreen(keys.acme, 'FALLBACK', 'DE')).toEqual({
      A: 'A Acme',
      B: 'B Plattform',
      C: 'C acme',
      D: 'D platform',
    });
    expect(await byScreen(keys.teamspace, 'FALLBACK', 'DE')).toEqual({
      A: 'A Plattform',
      B: 'B Plattform',
      C: 'C platform',
      D: 'D platform',
    });
  });
});
