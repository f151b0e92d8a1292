import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { useApi } from './helpers/api';
import { GZ_ARCHIVE, OPENAPI_YAML, sendFile } from './helpers/registration-fixtures';
import { sql } from './helpers/test-app';
import { useLogins } from './helpers/use-logins';

const t = useApi();
const keys = useLogins(t, 'teamspace');
const archive = (filename: string, data: Buffer, app: FastifyInstance = t.app) =>
  sendFile(app, 'registrations.uploadArchive', keys.teamspace, { filename, data });
const docs = (data: string | Buffer, filename = 'docs.yaml') =>
  sendFile(t.app, 'registrations.uploadDocs', keys.teamspace, { filename, data: Buffer.from(data) });

/** Every file under the storage folder (stored files and the incoming folder of uploads in progress). */
async function storedFiles(): Promise<string[]> {
  const entries = await fs.readdir(t.storageDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}
const fileRows = async () =>
  Number((await t.rows<{ n: number }>(sql`select count(*)::int as n from files`))[0]!.n);

/** Expects the upload to be refused with `status`, leaving no file in storage and no row. */
async function refusedLeavingNothing(status: number, send: () => Promise<{ status: number; body: unknown }>) {
  const [files, rows] = [await storedFiles(), await fileRows()];
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(await storedFiles()).toEqual(files);
  expect(await fileRows()).toBe(rows);
  return res as {
    status: number;
    body: { error: { code: string; message: string; fieldErrors?: Record<string, string[]> } };
  };
}

function tarOf(name: string): Buffer {
  const tar = Buffer.alloc(1024);
  tar.write(name, 0);
  tar.write('0000644\0', 100);
  tar.write('ustar\u000000', 257);
  return tar;
}
function zipOf(name: string): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), Buffer.from('weights'), Buffer.alloc(200)]);
}

describe('registrations.uploadArchive', () => {
  it.each([
    ['model.zip', zipOf('model/weights.bin'), 'zip'],
    ['model.tar', tarOf('weights.bin'), 'tar'],
    ['model.tar.gz', GZ_ARCHIVE, 'gz'],
    ['model.7z', Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4, ...Buffer.alloc(64)]), '7z'],
    ['model.rar', Buffer.concat([Buffer.from('Rar!\x1a\x07\x01\x00', 'latin1'), Buffer.alloc(64)]), 'rar'],
  ])('keeps %s, recognised by its bytes, stored whole under a random key', async (filename, data, ext) => {
    const before = await t.lastAuditId();
    const res = await archive(filename, data);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      url: expect.stringMatching(new RegExp(`^/files/[0-9a-f]{32}\\.${ext}$`)),
      fileName: filename,
      size: data.length,
    });
    await t.oneAudit(before, { action: 'registrations.uploadArchive', target_type: 'file' });
    const key = res.body.url.slice('/files/'.length);
    expect(await fs.readFile(path.join(t.storageDir, key))).toEqual(data);
  });

  it('judges by content, not by name: an image or text called .zip is refused, leaving nothing', async () => {
    const png = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(64)]);
    const res = await refusedLeavingNothing(415, () => archive('model.zip', png));
    expect(res.body.error.fieldErrors).toEqual({
      fileToUpload: ['Choose a .zip, .rar, .7z, .tar or .gz archive'],
    });
    await refusedLeavingNothing(415, () => archive('model.gz', Buffer.from('#!/bin/sh\nrm -rf /\n')));
    await refusedLeavingNothing(415, () => archive('empty.zip', Buffer.alloc(0)));
  });

  it('takes a path traversal name as a label only: the file goes under a random key in storage', async () => {
    const res = await archive('../../../etc/cron.d/evil.tar.gz', GZ_ARCHIVE);
    expect(res.status).toBe(200);
    expect(res.body.fileName).toBe('evil.tar.gz');
    const winName = await archive('..\\..\\windows\\evil\u0000.gz', GZ_ARCHIVE);
    expect(winName.status).toBe(200);
    expect(winName.body.fileName).toBe('evil_.gz');
    for (const file of await storedFiles()) expect(path.relative(t.storageDir, file)).not.toMatch(/^\.\./);
  });

  it('stores an archive bomb as it is, never unpacking it', async () => {
    // 100 MB of zeros in about 100 KB: refused nowhere, unpacked never.
    const bomb = zlib.gzipSync(Buffer.alloc(100 * 1024 * 1024), { level: 9 });
    const res = await archive('bomb.gz', bomb);
    expect(res.status).toBe(200);
    expect(res.body.size).toBe(bomb.length);
  });

  it('refuses a body that is not multipart, or an interrupted one, leaving nothing', async () => {
    const notMultipart = await refusedLeavingNothing(400, () =>
      t.call('registrations.uploadArchive', {}, keys.teamspace),
    );
    expect(notMultipart.body.error.fieldErrors).toEqual({ fileToUpload: ['Required.'] });
    const boundary = '----cut';
    const cut = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="fileToUpload"; filename="m.gz"\r\nContent-Type: application/gzip\r\n\r\n`,
      ),
      GZ_ARCHIVE,
      Buffer.alloc(100_000, 1),
    ]);
    await refusedLeavingNothing(400, () =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/registrations.uploadArchive',
          headers: {
            'x-api-key': keys.teamspace,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          payload: cut,
        })
        .then((r) => ({ status: r.statusCode, body: r.json() })),
    );
  });

  describe('with REGISTRATION_UPLOAD_MAX_BYTES', () => {
    let small: FastifyInstance;
    beforeAll(async () => {
      const env = loadEnv({
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        STORAGE_DIR: t.storageDir,
        REGISTRATION_UPLOAD_MAX_BYTES: '65536',
      });
      small = await buildApp({ env, database: t.database, serveWeb: false });
      await small.ready();
    });
    afterAll(() => small?.close());

    it('refuses a larger archive with 413, leaving nothing', async () => {
      const big = Buffer.concat([GZ_ARCHIVE, Buffer.alloc(70_000)]);
      const res = await refusedLeavingNothing(413, () => archive('big.gz', big, small));
      expect(res.body.error.code).toBe('TOO_LARGE');
      expect((await archive('fits.gz', GZ_ARCHIVE, small)).status).toBe(200);
    });
  });

  it('streams a 50 MB archive to storage: memory stays flat while it arrives', async () => {
    const boundary = '----stream';
    const total = 50 * 1024 * 1024;
    const chunk = Buffer.alloc(256 * 1024, 7);
    const usage = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.arrayBuffers;
    };
    const baseline = usage();
    let peak = baseline;
    let sent = 0;
    async function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="fileToUpload"; filename="large.gz"\r\nContent-Type: application/gzip\r\n\r\n`,
      );
      yield GZ_ARCHIVE;
      while (sent < total) {
        sent += chunk.length;
        peak = Math.max(peak, usage());
        yield chunk;
      }
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registrations.uploadArchive',
      headers: { 'x-api-key': keys.teamspace, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Readable.from(body()),
    });
    expect(res.statusCode, res.body).toBe(200);
    const size = GZ_ARCHIVE.length + total;
    expect(res.json().size).toBe(size);
    const stored = await fs.stat(path.join(t.storageDir, res.json().url.slice('/files/'.length)));
    expect(stored.size).toBe(size);
    // Holding the upload whole would add 50 MB; streaming it costs a few chunks (generous bound).
    expect(peak - baseline).toBeLessThan(25 * 1024 * 1024);
  });
});

describe('registrations.uploadDocs', () => {
  it('keeps a valid OpenAPI document as YAML', async () => {
    const res = await docs(OPENAPI_YAML);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.url).toMatch(/^\/files\/[0-9a-f]{32}\.yaml$/);
    const served = await t.app.inject({ method: 'GET', url: res.body.url });
    expect(served.headers['content-type']).toBe('application/yaml');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it("answers the validator's errors on the file field, leaving nothing", async () => {
    const notYaml = await refusedLeavingNothing(400, () => docs('openapi: [unclosed\n  - x: {'));
    expect(notYaml.body.error.message).toBe('The docs file is not valid YAML');
    expect(notYaml.body.error.fieldErrors!.fileToUpload!.length).toBeGreaterThan(0);
    const noInfo = await refusedLeavingNothing(400, () => docs('openapi: 3.0.3\npaths: {}\n'));
    expect(noInfo.body.error.message).toBe('The docs file is not a valid OpenAPI document');
    expect(noInfo.body.error.fieldErrors!.fileToUpload!.join(' ')).toMatch(/info/);
    await refusedLeavingNothing(400, () => docs('- just\n- a list\n'));
    await refusedLeavingNothing(400, () => docs(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])));
  });

  it('refuses a YAML bomb (aliases expanding a billion times) without expanding it', async () => {
    const bomb = [
      'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
      'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
      'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
      'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
      'e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
      'f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]',
      'g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]',
      'h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]',
      'i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]',
    ].join('\n');
    const res = await refusedLeavingNothing(400, () => docs(bomb));
    expect(res.body.error.fieldErrors!.fileToUpload!.join(' ')).toMatch(/alias/i);
  });

  it('does not follow external references while validating', async () => {
    let hits = 0;
    const server = http.createServer((_req, res) => {
      hits += 1;
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const external = `${OPENAPI_YAML}components:\n  schemas:\n    Remote:\n      $ref: 'http://127.0.0.1:${port}/schema.json'\n    Local:\n      $ref: 'file:///etc/passwd'\n`;
    const res = await docs(external);
    await new Promise((resolve) => server.close(resolve));
    // Kept with the references as they are, or refused: never fetched, never read, never a 500.
    expect([200, 400]).toContain(res.status);
    expect(hits).toBe(0);
  });
});
