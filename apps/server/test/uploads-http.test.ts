// files.upload over a real socket (not app.inject): a 6 MB image must answer 413 and store nothing,
// whichever way the client sends it (fetch's FormData, Expect: 100-continue as curl does, chunked),
// and a body that is not multipart must answer 400 (it answered 500, and fetch got 200 with a
// truncated 5 MiB file stored).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@console/contract';
import { dbState, multipart, sql } from './helpers/test-app';
import { useApi } from './helpers/api';

const t = useApi();
let base = '';
let key = '';

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  key = await t.login('acme');
});
afterAll(async () => {
  await fs.rm(path.join(os.tmpdir(), 'console-upload-test.png'), { force: true });
});

const PNG_HEAD = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
).subarray(0, 33);
function pngOfSize(size: number): Buffer {
  const data = Buffer.alloc(size, 7);
  PNG_HEAD.copy(data, 0);
  return data;
}
const SIX_MB = 6 * 1024 * 1024;

/** Every file under the storage folder (received uploads included). */
const storedFiles = async () =>
  (await fs.readdir(t.storageDir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
const fileRows = async () =>
  Number((await t.rows<{ n: number }>(sql`select count(*)::int as n from files`))[0]!.n);

/** Sends a multipart body with node:http; `mode` chooses how the body goes on the wire. */
function rawUpload(
  payload: Buffer,
  contentType: string,
  mode: 'expect-continue' | 'chunked',
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': contentType, 'x-api-key': key };
    if (mode === 'expect-continue') {
      headers['content-length'] = payload.length;
      headers.expect = '100-continue';
    } else headers['transfer-encoding'] = 'chunked';
    const req = http.request(`${base}/api/files.upload`, { method: 'POST', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    // The server may answer (413) before the whole body is sent and close: that is an answer too.
    req.on('error', (err) => reject(err));
    const send = () => {
      for (let i = 0; i < payload.length; i += 64 * 1024) req.write(payload.subarray(i, i + 64 * 1024));
      req.end();
    };
    if (mode === 'expect-continue') req.on('continue', send);
    else send();
  });
}

describe('files.upload over HTTP', () => {
  it('answers 413 to a 6 MB image sent by fetch, every time, storing nothing', async () => {
    const filesBefore = await storedFiles();
    const rowsBefore = await fileRows();
    for (let i = 0; i < 5; i++) {
      const form = new FormData();
      form.append(
        'fileToUpload',
        new Blob([new Uint8Array(pngOfSize(SIX_MB))], { type: 'image/png' }),
        'big.png',
      );
      const res = await fetch(`${base}/api/files.upload`, {
        method: 'POST',
        headers: { 'x-api-key': key },
        body: form,
      });
      const body = (await res.json()) as { error: { code: string; requestId: string } };
      expect(res.status, `try ${i}`).toBe(413);
      expect(body.error.code).toBe('TOO_LARGE');
      expect(body.error.requestId).toBe(res.headers.get('x-request-id'));
    }
    expect(await fileRows()).toBe(rowsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('answers 413 to a 6 MB image sent with Expect: 100-continue (as curl does) or chunked', async () => {
    const filesBefore = await storedFiles();
    const rowsBefore = await fileRows();
    const { payload, headers } = multipart({
      filename: 'big.png',
      contentType: 'image/png',
      data: pngOfSize(SIX_MB),
    });
    for (const mode of ['expect-continue', 'chunked'] as const) {
      const res = await rawUpload(payload, headers['content-type']!, mode);
      expect(res.status, mode).toBe(413);
      expect(JSON.parse(res.body).error.code).toBe('TOO_LARGE');
    }
    expect(await fileRows()).toBe(rowsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('answers 413 to curl itself when it is installed', async () => {
    const run = promisify(execFile);
    const present = await run('curl', ['--version']).then(
      () => true,
      () => false,
    );
    if (!present) return; // no curl here: the Expect: 100-continue case above is what curl sends
    const file = path.join(os.tmpdir(), 'console-upload-test.png');
    await fs.writeFile(file, pngOfSize(SIX_MB));
    const rowsBefore = await fileRows();
    // Asynchronous: the server answering it runs in this process.
    const { stdout } = await run('curl', [
      '-s',
      '-w',
      '\n%{http_code}',
      '-H',
      `x-api-key: ${key}`,
      '-F',
      `fileToUpload=@${file};type=image/png`,
      `${base}/api/files.upload`,
    ]);
    expect(stdout.trim().split('\n').pop()).toBe('413');
    expect(JSON.parse(stdout.trim().split('\n')[0]!).error.code).toBe('TOO_LARGE');
    expect(await fileRows()).toBe(rowsBefore);
  });

  it('stores an image of exactly 5 MiB sent by fetch, whole', async () => {
    const data = pngOfSize(MAX_UPLOAD_BYTES);
    const form = new FormData();
    form.append('fileToUpload', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'max.png');
    const res = await fetch(`${base}/api/files.upload`, {
      method: 'POST',
      headers: { 'x-api-key': key },
      body: form,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { url: string; size: number };
    expect(body.size).toBe(MAX_UPLOAD_BYTES);
    const served = await fetch(`${base}${body.url}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(data)).toBe(true);
  });

  it('answers 400, never 500, to bodies that are not readable multipart, changing nothing', async () => {
    const { payload } = multipart({ filename: 'a.png', contentType: 'image/png', data: pngOfSize(1000) });
    const cases: { name: string; contentType: string; body: Buffer | string }[] = [
      { name: 'boundary=x with a JSON body', contentType: 'multipart/form-data; boundary=x', body: '{}' },
      { name: 'no boundary', contentType: 'multipart/form-data', body: '{}' },
      {
        name: 'cut off in the middle of the file',
        contentType: 'multipart/form-data; boundary=cut',
        body: Buffer.concat([
          Buffer.from(
            '--cut\r\nContent-Disposition: form-data; name="fileToUpload"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
          ),
          payload.subarray(200, 600),
        ]),
      },
      {
        name: 'garbage after the boundary',
        contentType: 'multipart/form-data; boundary=g',
        body: '--g\r\n\x00\x01\x02',
      },
    ];
    const before = await dbState(t.db);
    const filesBefore = await storedFiles();
    for (const c of cases) {
      const res = await fetch(`${base}/api/files.upload`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': c.contentType },
        body: typeof c.body === 'string' ? c.body : new Uint8Array(c.body),
      });
      const body = (await res.json()) as { error: { code: string } };
      expect(res.status, c.name).toBe(400);
      expect(body.error.code, c.name).toBe('INVALID_INPUT');
    }
    expect(await dbState(t.db)).toEqual(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });
});
