import fs from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { validate } from '@readme/openapi-parser';
import { parse } from 'yaml';
import { ARCHIVE_TYPES, MAX_DOCS_BYTES, REGISTRATION_UPLOAD_FIELD as FIELD } from '@console/contract';
import { AppError } from '../../http/app-error';
import { requireUser, type CallContext, type UploadedFile } from '../../http/context';
import { DOCS_TYPE } from './registration-rules';
import { fileUrl } from './registrations.mapper';
import { keepFile } from '../files/keep-file';

export interface ReceivedSource {
  path: string;
  size: number;
  fileName: string;
  mime: string;
  extension: string;
}

type ArchiveType = keyof typeof ARCHIVE_TYPES;
const isArchive = (mime: string): mime is ArchiveType => mime in ARCHIVE_TYPES;

/**
 * The name to show for an upload: its last path segment, printable characters only (a name such as
 * ../../etc/passwd is only ever a label: files are stored under random keys).
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[^\w .()+-]/g, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  return clean.slice(0, 200) || 'upload';
}

const refused = (message: string, details: string[] = [message]) =>
  new AppError('INVALID_INPUT', message, { [FIELD]: details.slice(0, 10) });

/** An upload once its bytes proved its type: where it waits, its size and the name to show. */
const received = (upload: UploadedFile, mime: string, extension: string): ReceivedSource => ({
  path: upload.path,
  size: upload.size,
  fileName: safeFileName(upload.filename),
  mime,
  extension,
});

/** Before the transaction: the model archive, streamed to a temporary file, kept only if its bytes are an archive. */
export async function receiveArchive(ctx: CallContext): Promise<ReceivedSource> {
  requireUser(ctx);
  const upload = await ctx.readUpload({ maxBytes: ctx.env.REGISTRATION_UPLOAD_MAX_BYTES });
  const detected = await fileTypeFromFile(upload.path);
  if (!detected || !isArchive(detected.mime))
    throw new AppError('UNSUPPORTED_FILE', 'Only zip, rar, 7z, tar or gzip archives are accepted', {
      [FIELD]: ['Choose a .zip, .rar, .7z, .tar or .gz archive'],
    });
  return received(upload, detected.mime, ARCHIVE_TYPES[detected.mime]);
}

/** YAML text to a plain value; aliases bounded (a "billion laughs" document is refused, not expanded). */
function parseYaml(text: string): unknown {
  try {
    return parse(text, { maxAliasCount: 50, uniqueKeys: true, prettyErrors: false });
  } catch (err) {
    throw refused('The docs file is not valid YAML', [
      err instanceof Error ? err.message.split('\n')[0]! : String(err),
    ]);
  }
}

/**
 * Before the transaction: the docs YAML, kept only when it parses and validates as an OpenAPI (or
 * Swagger) document; its validation errors are answered on the file field. External $refs are not
 * followed: validating never makes the server fetch a URL or read a local file.
 */
export async function receiveDocs(ctx: CallContext): Promise<ReceivedSource> {
  requireUser(ctx);
  const upload = await ctx.readUpload({ maxBytes: MAX_DOCS_BYTES });
  const bytes = await fs.readFile(upload.path);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (bytes.includes(0) || text.includes('\uFFFD')) throw refused('The docs file is not YAML text');
  const document = parseYaml(text);
  if (!document || typeof document !== 'object' || Array.isArray(document))
    throw refused('The docs file is not an OpenAPI document');
  const result = await validate(document as never, {
    resolve: { external: false, file: false },
    dereference: { circular: 'ignore' },
    timeoutMs: 5000,
  }).catch((err: unknown) => ({
    valid: false as const,
    errors: [{ message: err instanceof Error ? err.message : String(err) }],
  }));
  if (!result.valid)
    throw refused(
      'The docs file is not a valid OpenAPI document',
      result.errors.map((e) => e.message.slice(0, 500)),
    );
  return received(upload, DOCS_TYPE, 'yaml');
}

/** In the transaction: records the file as the caller's owner's, then stores it (keepFile). */
export async function storeSource(ctx: CallContext, source: ReceivedSource) {
  const key = await keepFile(
    ctx,
    {
      path: source.path,
      mime: source.mime,
      size: source.size,
      originalName: source.fileName,
      extension: source.extension,
    },
    { name: source.fileName },
  );
  return { url: fileUrl(key), fileName: source.fileName, size: source.size };
}
