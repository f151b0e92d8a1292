import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@console/contract';
import { sql, upload } from './helpers/test-app';
import { useApi } from './helpers/api';

const t = useApi();

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 1x1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** A PNG signature and header followed by padding up to `size` bytes: detected as PNG by its content. */
function pngOfSize(size: number): Buffer {
  const data = Buffer.alloc(size);
  PNG.copy(data, 0, 0, 33);
  return data;
}

/** Every file under the storage folder, received uploads included: a refused upload leaves none. */
const storedFiles = async () =>
  (await fs.readdir(t.storageDir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((e) => e.isFile())
    .map((e) => `${e.parentPath}/${e.name}`)
    .sort();

describe('files.upload', () => {
  it('accepts a real PNG and serves it back with its type and nosniff, writing one audit record', async () => {
    const key = await t.login('acme');
    const before = await t.lastAuditId();
    const res = await upload(t.app, key, { filename: 'logo.png', contentType: 'image/png', data: PNG });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      url: expect.stringMatching(/^\/files\/[a-f0-9]{32}\.png$/),
      contentType: 'image/png',
      size: PNG.length,
    });
    await t.oneAudit(before, {
      action: 'files.upload',
      target_type: 'file',
      owner_id: t.owners.acme,
    });
    const [row] = await t.rows<Record<string, unknown>>(
      sql`select * from files where key = ${res.body.url.slice(7)}`,
    );
    expect(row).toMatchObject({
      owner_id: t.owners.acme,
      content_type: 'image/png',
      original_name: 'logo.png',
    });
    // size is bigint (archives past 2 GiB): node-postgres reads it as text, PGlite as a number.
    expect(Number(row!.size)).toBe(PNG.length);

    const served = await t.app.inject({ method: 'GET', url: res.body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('judges the type by content, not by name or declared type', async () => {
    const key = await t.login('platform');
    const res = await upload(t.app, key, { filename: 'photo.jpg', contentType: 'image/jpeg', data: GIF });
    expect(res.status).toBe(200);
    expect(res.body.contentType).toBe('image/gif');
    expect(res.body.url).toMatch(/\.gif$/);
    const served = await t.app.inject({ method: 'GET', url: res.body.url });
    expect(served.headers['content-type']).toBe('image/gif');
  });

  it.each([
    {
      what: 'a text file named x.png',
      file: { filename: 'x.png', data: Buffer.from('<script>alert(1)</script>\n') },
      status: 415,
      code: 'UNSUPPORTED_FILE',
    },
    {
      what: 'a file over 5 MiB',
      file: { filename: 'huge.png', data: pngOfSize(MAX_UPLOAD_BYTES + 1) },
      status: 413,
      code: 'TOO_LARGE',
    },
  ])('refuses $what with $status, storing nothing', async ({ file, status, code }) => {
    const key = await t.login('acme');
    const files = await storedFiles();
    const res = await t.unchanged(() => upload(t.app, key, { ...file, contentType: 'image/png' }));
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    if (status === 415) expect(res.body.error.fieldErrors.fileToUpload).toBeDefined();
    expect(await storedFiles()).toEqual(files);
  });

  it('refuses an SVG (script-capable) image with 415', async () => {
    const key = await t.login('acme');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await t.unchanged(() =>
      upload(t.app, key, { filename: 'logo.svg', contentType: 'image/svg+xml', data: svg }),
    );
    expect(res.status).toBe(415);
  });

  it('accepts a file of exactly 5 MiB', async () => {
    const key = await t.login('acme');
    const res = await upload(t.app, key, {
      filename: 'big.png',
      contentType: 'image/png',
      data: pngOfSize(MAX_UPLOAD_BYTES),
    });
    expect(res.status).toBe(200);
    expect(res.body.size).toBe(MAX_UPLOAD_BYTES);
  });

  it('refuses a request without a file with 400 on fileToUpload', async () => {
    const key = await t.login('acme');
    const cases = [
      () => upload(t.app, key, null),
      () => upload(t.app, key, null, { note: 'no file here' }),
      () => upload(t.app, key, { field: 'file', filename: 'logo.png', contentType: 'image/png', data: PNG }),
    ];
    for (const [i, send] of cases.entries()) {
      const res = await t.unchanged(send);
      expect(res.status, `case ${i}`).toBe(400);
      expect(res.body.error.code).toBe('INVALID_INPUT');
      expect(res.body.error.fieldErrors?.fileToUpload, `case ${i}`).toBeDefined();
    }
  });

  it('refuses a JSON body with 400 on fileToUpload', async () => {
    const key = await t.login('acme');
    const res = await t.unchanged(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/files.upload',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        payload: '{}',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors?.fileToUpload).toBeDefined();
  });

  it('answers 403 to a user who administers no owner, storing nothing', async () => {
    const key = await t.login('marketing');
    const files = await storedFiles();
    const res = await t.unchanged(() =>
      upload(t.app, key, { filename: 'logo.png', contentType: 'image/png', data: PNG }),
    );
    expect(res.status).toBe(403);
    expect(await storedFiles()).toEqual(files);
  });

  it('answers 404 to an unknown or unsafe file key', async () => {
    for (const url of [
      '/files/0123456789abcdef0123456789abcdef.png',
      '/files/..%2Fpackage.json',
      '/files/.hidden',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
