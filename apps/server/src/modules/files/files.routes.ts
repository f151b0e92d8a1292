import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/index';
import type { FileStorage } from '../../storage/file-storage';
import type { Handlers } from '../../http/context';
import { receiveImage, storeImage, type ReceivedImage } from './files.service';

export const filesHandlers = {
  // Two phases: the body is received before the transaction opens, so a slow client holds no connection.
  'files.upload': {
    prepare: (_input, ctx) => receiveImage(ctx),
    run: (_input, ctx, image: ReceivedImage) => storeImage(ctx, image),
  },
} satisfies Partial<Handlers>;

/** Serves uploaded files with their recorded type; nosniff so a browser never reinterprets them. */
export function registerFileServing(app: FastifyInstance, db: Db, storage: FileStorage): void {
  app.get<{ Params: { key: string } }>('/files/:key', async (request, reply) => {
    const [row] = await db.select().from(files).where(eq(files.key, request.params.key)).limit(1);
    const data = row ? await storage.get(row.key) : null;
    if (!row || !data)
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'No such file' } });
    return reply
      .header('content-type', row.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(data);
  });
}
