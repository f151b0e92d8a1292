import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { call, multipart, type ActingKey, type CallResult } from './test-app';

/** A small gzip archive: recognised as application/gzip by its bytes. */
export const GZ_ARCHIVE = zlib.gzipSync(Buffer.from('model weights'));

export const OPENAPI_YAML = `openapi: 3.0.3
info:
  title: Basket model
  version: 1.0.0
paths:
  /getresults:
    post:
      responses:
        '200':
          description: The model's results
`;

type Key = string | ActingKey;

/** POST /api/<name> with one file in the multipart field fileToUpload. */
export async function sendFile(
  app: FastifyInstance,
  name: string,
  key: Key,
  file: { filename: string; data: Buffer; contentType?: string },
): Promise<CallResult> {
  const { payload, headers } = multipart({ contentType: 'application/octet-stream', ...file });
  headers['x-api-key'] = typeof key === 'object' ? key.key : key;
  const res = await app.inject({ method: 'POST', url: `/api/${name}`, headers, payload });
  let body: unknown = res.body;
  try {
    body = res.json();
    delete (body as { error?: { requestId?: unknown } }).error?.requestId;
  } catch {
    // not JSON
  }
  return { status: res.statusCode, body, headers: res.headers };
}

/** Uploads an archive and a docs YAML, answering their URLs. */
export async function uploadSources(app: FastifyInstance, key: Key) {
  const archive = await sendFile(app, 'registrations.uploadArchive', key, {
    filename: 'model.tar.gz',
    data: GZ_ARCHIVE,
  });
  const docs = await sendFile(app, 'registrations.uploadDocs', key, {
    filename: 'docs.yaml',
    data: Buffer.from(OPENAPI_YAML),
  });
  if (archive.status !== 200 || docs.status !== 200)
    throw new Error(
      `uploads answered ${archive.status} ${docs.status}: ${JSON.stringify([archive.body, docs.body])}`,
    );
  return { modelImageUrl: archive.body.url as string, docsYamlUrl: docs.body.url as string };
}

/** A valid registration body (with `sources` from uploadSources). */
export const registrationBody = (
  sources: { modelImageUrl: string; docsYamlUrl: string },
  over: Record<string, unknown> = {},
) => ({
  id: 0,
  name: 'Basket scorer',
  deploymentType: 'new',
  description: 'Scores shopping baskets',
  resourceCpu: '1',
  resourceMemory: '2',
  enableGpu: 'no',
  modelImagePort: '8080',
  envVariables: [{ key: 'MODEL_MODE', value: 'fast' }],
  code: 'basket',
  resultType: 'getresults',
  major: '1',
  minor: '0',
  patch: '0',
  ...sources,
  ...over,
});

/** Uploads the sources and registers; answers the new id. */
export async function register(app: FastifyInstance, key: Key, over: Record<string, unknown> = {}) {
  const sources = await uploadSources(app, key);
  const res = await call(app, 'registrations.save', registrationBody(sources, over), key);
  if (res.status !== 200) throw new Error(`save answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.id as number;
}
