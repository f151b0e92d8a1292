import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALLS, type DemoAppInfo } from '@console/contract';
import { runCall, type BaseContext } from '../src/http/run-call';
import type { Handler } from '../src/http/context';
import { actOn, sql, upload, type ActingKey } from './helpers/test-app';
import { useApi } from './helpers/api';
import { useLogins } from './helpers/use-logins';

// Content - Demo Apps (001 section 2.8; issue 12 item 1): the acting owner's demo apps, platform staff only.

const t = useApi();
const keys = useLogins(t, 'platform', 'acme', 'teamspace');
let onAcme: ActingKey;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const ids = { sentiment: 0, imgClass: 0, platformFunction: 0, acmeOwn: 0 };
beforeAll(async () => {
  onAcme = await actOn(t, 'acme');
  const one = async (q: ReturnType<typeof sql>) => Number((await t.rows<{ id: number }>(q))[0]!.id);
  ids.sentiment = await one(sql`select id from microservices where code = 'SENTIMENT'`);
  ids.imgClass = await one(sql`select id from microservices where code = 'IMGCLASS'`);
  ids.platformFunction = await one(sql`insert into microservices (owner_id, name, code, url_code, type_id)
    values (${t.owners.platform}, 'Export', 'EXPORTFN', 'EXPORTFN', 140) returning id`);
  ids.acmeOwn = await one(
    sql`select id from microservices where owner_id = ${t.owners.acme} and type_id = 102 order by id limit 1`,
  );
});

/** Uploads a PNG as the platform administrator; answers its URL. */
async function uploaded(): Promise<string> {
  const res = await upload(t.app, keys.platform, {
    filename: 'shot.png',
    contentType: 'image/png',
    data: PNG,
  });
  expect(res.status).toBe(200);
  return res.body.url as string;
}
const stored = (url: string) =>
  fs.stat(path.join(t.storageDir, url.replace('/files/', ''))).then(
    () => true,
    () => false,
  );
const fileRows = async (url: string) =>
  (await t.rows(sql`select 1 from files where key = ${url.replace('/files/', '')}`)).length;

let seq = 0;
/** A valid body for a new demo app, names unique per call. */
function body(extra: Record<string, unknown> = {}) {
  seq += 1;
  return { name: `Test App ${seq}`, category: 'VISION', urlCode: `test-app-${seq}`, ...extra };
}
const info = (id: number, key: string | ActingKey = keys.platform): Promise<DemoAppInfo> =>
  t.ok('demoApps.info', { id }, key);

describe('demoApps.list and .info', () => {
  it("lists the owner's demo apps, newest first, searched and sorted by name", async () => {
    const list = await t.ok('demoApps.list', {}, keys.platform);
    expect(list.total).toBeGreaterThanOrEqual(4);
    expect(list.rows.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['Review Mood Board', 'Shelf Scanner', 'Meeting Minutes', 'Stock Planner']),
    );
    expect(Object.keys(list.rows[0]).sort()).toEqual(['dateUpdated', 'description', 'id', 'name']);
    const found = await t.ok('demoApps.list', { search: 'shelf' }, keys.platform);
    expect(found.rows.map((r: { name: string }) => r.name)).toEqual(['Shelf Scanner']);
    const byName = await t.ok('demoApps.list', { sortField: 'name', sortDirection: 'desc' }, keys.platform);
    const names = byName.rows.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => b.localeCompare(a)));
  });

  it('answers a demo app with its category name, tags, keywords, functions, icon and gallery', async () => {
    const [row] = await t.rows<{ id: number }>(
      sql`select id from demo_apps where url_code = 'shelf-scanner'`,
    );
    const app = await info(Number(row!.id));
    expect(app).toMatchObject({
      name: 'Shelf Scanner',
      category: 'VISION',
      categoryName: 'Vision',
      iconCode: 'ICON_VISION',
      logoUrl: '',
      keywords: ['vision', 'ocr', 'retail'],
      tags: [{ key: 'industry', value: 'Retail' }],
      images: [{ url: '/demo-apps/shelf-scanner.svg' }],
    });
    expect(app.functions.map((f) => f.name)).toEqual(['Document OCR', 'Image Classifier']);
  });

  it('offers only microservices (type 102) the owner may show, searched', async () => {
    const all = await t.ok('demoApps.functions', {}, keys.platform);
    const found = all.results.map((f: { id: number }) => f.id);
    expect(found).toContain(ids.sentiment);
    expect(found).not.toContain(ids.platformFunction);
    expect(found).not.toContain(ids.acmeOwn);
    const searched = await t.ok('demoApps.functions', { search: 'senti' }, keys.platform);
    expect(searched.results).toEqual([{ id: ids.sentiment, name: 'Sentiment Analysis' }]);
    const acme = await t.ok('demoApps.functions', {}, onAcme);
    expect(acme.results.map((f: { id: number }) => f.id)).toContain(ids.acmeOwn);
  });
});

describe('demoApps.save', () => {
  it('adds a demo app with tags, keywords, links, functions, an uploaded logo and two gallery images', async () => {
    const [logo, one, two] = [await uploaded(), await uploaded(), await uploaded()];
    const audit = await t.lastAuditId();
    const saved = await t.ok(
      'demoApps.save',
      body({
        name: '  Photo Sorter ',
        urlCode: 'photo-sorter',
        description: 'Sorts photos.',
        longDescription: '## Sorts\n\n<script>alert(1)</script>\n\n**fast** [x](javascript:alert(1))',
        useCase: 'Holiday photos',
        logoUrl: logo,
        tags: [
          { key: 'industry', value: 'Media' },
          { key: 'level', value: 'Beginner' },
        ],
        keywords: ['photos', 'photos', 'vision'],
        demoLink: 'https://demo.example/photos',
        codeLink: 'https://git.example/photos',
        functionIds: [ids.imgClass, ids.sentiment, ids.imgClass],
        images: [{ url: one }, { url: two }],
      }),
      keys.platform,
    );
    expect(saved.message).toBe('Successfully Created');
    await t.oneAudit(audit, {
      target_type: 'demo_app',
      target_id: String(saved.id),
      action: 'demoApps.save',
    });
    const app = await info(saved.id);
    expect(app).toMatchObject({
      name: 'Photo Sorter',
      urlCode: 'photo-sorter',
      logoUrl: logo,
      iconCode: '',
      keywords: ['photos', 'vision'],
      demoLink: 'https://demo.example/photos',
      images: [{ url: one }, { url: two }],
    });
    expect(app.longDescription).not.toContain('<script');
    expect(app.longDescription).not.toContain('javascript:');
    expect(app.longDescription).toContain('**fast**');
    expect(app.tags.map((tag) => tag.key)).toEqual(['industry', 'level']);
    expect(app.functions.map((f) => f.id).sort()).toEqual([ids.sentiment, ids.imgClass].sort());
  });

  it('removes a gallery image and a replaced logo, deleting their files only after the commit', async () => {
    const [logo, one, two] = [await uploaded(), await uploaded(), await uploaded()];
    const { id } = await t.ok(
      'demoApps.save',
      body({ logoUrl: logo, images: [{ url: one }, { url: two }] }),
      keys.platform,
    );
    const app = await info(id);
    const keep = app.images.find((img) => img.url === two)!;
    const audit = await t.lastAuditId();
    const res = await t.ok(
      'demoApps.save',
      { ...body(), id, name: app.name, urlCode: app.urlCode, iconCode: 'ICON_CHAT', images: [keep] },
      keys.platform,
    );
    expect(res.message).toBe('Successfully Updated');
    const [record] = await t.auditAfter(audit);
    expect(record).toMatchObject({ target_type: 'demo_app', target_id: String(id) });
    expect((await info(id)).images).toEqual([keep]);
    expect(await stored(one)).toBe(false);
    expect(await fileRows(one)).toBe(0);
    expect(await stored(logo)).toBe(false);
    expect(await stored(two)).toBe(true);
    expect(await fileRows(two)).toBe(1);
  });

  it('keeps a removed image that another demo app still shows', async () => {
    const shared = await uploaded();
    const first = await t.ok('demoApps.save', body({ images: [{ url: shared }] }), keys.platform);
    await t.ok('demoApps.save', body({ images: [{ url: shared }] }), keys.platform);
    const app = await info(first.id);
    await t.ok(
      'demoApps.save',
      { ...body(), id: first.id, name: app.name, urlCode: app.urlCode, images: [] },
      keys.platform,
    );
    expect(await stored(shared)).toBe(true);
    expect(await fileRows(shared)).toBe(1);
  });

  it("answers 'Name or Urlcode already exists' (409) for a taken name or URL code, without case", async () => {
    for (const clash of [{ name: 'shelf SCANNER' }, { urlCode: 'SHELF-scanner' }]) {
      const res = await t.refused(409, 'demoApps.save', body(clash), keys.platform);
      expect(res.body.error).toMatchObject({ code: 'NAME_EXIST', message: 'Name or Urlcode already exists' });
    }
    // Another owner may use the same name.
    await t.ok('demoApps.save', body({ name: 'Shelf Scanner', urlCode: 'shelf-scanner' }), onAcme);
  });

  it('refuses bad input with 400 and field errors, changing nothing', async () => {
    const image = await uploaded();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: ' ' }, 'name', 'Name is required'],
      [{ category: '' }, 'category', 'Category is required'],
      [{ urlCode: '' }, 'urlCode', 'URL code is required'],
      [{ urlCode: 'a b' }, 'urlCode', 'Letters, digits, ., _ and - only'],
      [
        {
          tags: [
            { key: 'Industry', value: 'a' },
            { key: 'industry', value: 'b' },
          ],
        },
        'tags.1.key',
        'Keys should be unique',
      ],
      [{ tags: [{ key: 'k', value: '' }] }, 'tags.0.value', 'Required.'],
      [{ iconCode: 'ICON_CHAT', logoUrl: image }, 'logoUrl', 'Upload a logo or pick an icon, not both'],
      [{ category: 'NOPE' }, 'category', 'Choose a category of the list'],
      [{ iconCode: 'NOPE' }, 'iconCode', 'Choose an icon of the list'],
      [{ functionIds: [ids.platformFunction] }, 'functionIds', 'Pick microservices of this owner only'],
      [{ functionIds: [ids.acmeOwn] }, 'functionIds', 'Pick microservices of this owner only'],
      [
        { images: [{ url: '/files/notuploaded.png' }] },
        'images.0.url',
        'This image was not uploaded here: upload it again',
      ],
      [{ images: [{ url: 'https://evil.example/x.png' }] }, 'images.0.url', 'Upload an image'],
      [{ images: [{ url: '/files/../etc/passwd' }] }, 'images.0.url', 'Upload an image'],
      [{ demoLink: 'javascript:alert(1)' }, 'demoLink', 'Enter an http or https URL'],
      [{ functionIds: ['x'] }, 'functionIds.0', ''],
      [{ id: -1 }, 'id', ''],
    ];
    for (const [change, field, message] of cases) {
      const res = await t.refused(400, 'demoApps.save', body(change), keys.platform);
      const errors = res.body.error.fieldErrors as Record<string, string[]>;
      expect(errors, JSON.stringify(change)).toHaveProperty([field]);
      if (message) expect(errors[field]).toContain(message);
    }
    expect((await t.call('demoApps.save', 'not json', keys.platform)).status).toBe(400);
  });

  it('answers 404 for a demo app of another owner, changing nothing', async () => {
    const [row] = await t.rows<{ id: number }>(
      sql`select id from demo_apps where url_code = 'stock-planner'`,
    );
    const id = Number(row!.id);
    await t.refused(404, 'demoApps.info', { id }, onAcme);
    await t.refused(404, 'demoApps.save', { ...body(), id }, onAcme);
    await t.refused(404, 'demoApps.delete', { ids: [id] }, onAcme);
    await t.refused(404, 'demoApps.save', { ...body(), id: 999999 }, keys.platform);
  });

  it('is for platform staff only (403 for owner administrators)', async () => {
    for (const key of [keys.acme, keys.teamspace]) {
      await t.refused(403, 'demoApps.list', {}, key);
      await t.refused(403, 'demoApps.save', body(), key);
      await t.refused(403, 'demoApps.delete', { ids: [1] }, key);
    }
    await t.refused(401, 'demoApps.list', {});
  });
});

describe('demoApps.delete', () => {
  it('deletes every selected app in one call, their uploads after the commit, built-in images untouched', async () => {
    const [a, b] = [await uploaded(), await uploaded()];
    const one = await t.ok('demoApps.save', body({ logoUrl: a }), keys.platform);
    const two = await t.ok(
      'demoApps.save',
      body({ images: [{ url: b }, { url: '/demo-apps/review-mood.svg' }] }),
      keys.platform,
    );
    const audit = await t.lastAuditId();
    const res = await t.ok('demoApps.delete', { ids: [one.id, two.id] }, keys.platform);
    expect(res).toEqual({ message: 'Successfully Deleted', deleted: 2 });
    await t.oneAudit(audit, { target_type: 'demo_app', target_id: `${one.id},${two.id}` });
    await t.refused(404, 'demoApps.info', { id: one.id }, keys.platform);
    expect(await stored(a)).toBe(false);
    expect(await stored(b)).toBe(false);
    expect(await t.rows(sql`select 1 from demo_app_images where demo_app_id = ${two.id}`)).toHaveLength(0);
  });

  it("deletes nothing when one of the ids is not the owner's (404)", async () => {
    const mine = await t.ok('demoApps.save', body(), keys.platform);
    await t.refused(404, 'demoApps.delete', { ids: [mine.id, 999999] }, keys.platform);
    await t.refused(400, 'demoApps.delete', { ids: [] }, keys.platform);
  });
});

describe('after-commit tasks', () => {
  const base = {
    call: 'demoApps.save',
    user: null,
    ip: '127.0.0.1',
    host: 'localhost',
    env: {},
    storage: {},
  } as unknown as BaseContext;
  type Ctx = Parameters<Exclude<Handler<'demoApps.save'>, { run: unknown }>>[1];

  /** Runs a state-changing call whose handler registers a task, writes its audit record, then `ends`. */
  async function runWithTask(seen: string[], ends: () => void) {
    const handler = async (_input: unknown, ctx: Ctx) => {
      ctx.afterCommit(async () => void seen.push('task'));
      await ctx.audit({ targetType: 'test' });
      ends();
      return { message: 'ok', id: 1 };
    };
    await runCall(CALLS['demoApps.save'], handler as unknown as Handler<never>, {}, base, t.database);
  }

  it('runs only once the transaction has committed', async () => {
    const seen: string[] = [];
    await runWithTask(seen, () => seen.push('handler done'));
    expect(seen).toEqual(['handler done', 'task']);
  });

  it('never runs when the transaction rolls back', async () => {
    const seen: string[] = [];
    const failing = runWithTask(seen, () => {
      throw new Error('fails after the file was released');
    });
    await expect(failing).rejects.toThrow('fails after');
    expect(seen).toEqual([]);
  });
});
