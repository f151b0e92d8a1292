import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isSafeKey, type FileStorage } from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Any S3-compatible endpoint (MinIO, Ceph, R2 ...); unset: AWS S3 of `region`. */
  endpoint?: string;
  /** Both or neither; neither: the SDK's own chain (environment, web identity, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key), as most self-hosted stores want. */
  forcePathStyle?: boolean;
  /** Folders in front of every key, e.g. console/files/. */
  prefix?: string;
}

/**
 * Files as objects in an S3-compatible bucket: servers on one database serve each other's uploads with
 * no shared disk. An upload is received into a local temporary file, then sent in one PutObject (the
 * object appears whole or not at all) and the temporary file removed.
 */
export function s3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    // Checksums only where S3 requires them: the SDK's default (a trailing checksum in aws-chunked
    // encoding for streamed bodies) is not understood by every S3-compatible store, which would then
    // keep the chunk framing as the file's content. Uploads are checked by type and size anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const prefix = options.prefix ?? '';
  const objectKey = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
    return prefix + key;
  };
  const incomingDir = path.join(os.tmpdir(), 'console-uploads');
  return {
    kind: 's3',
    async incomingPath() {
      await fs.mkdir(incomingDir, { recursive: true });
      return path.join(incomingDir, `${randomBytes(12).toString('hex')}.part`);
    },
    async putFile(key, file, contentType) {
      try {
        const { size } = await fs.stat(file);
        await client.send(
          new PutObjectCommand({
            Bucket: options.bucket,
            Key: objectKey(key),
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: contentType,
          }),
        );
      } finally {
        await fs.rm(file, { force: true });
      }
    },
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
        if (!out.Body) return null;
        return Buffer.from(await out.Body.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async remove(key) {
      // S3 answers a delete of a missing object with success too.
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
  };
}
