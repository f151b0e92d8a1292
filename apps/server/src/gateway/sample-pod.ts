import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The sample model service that answers for the local orchestrator's pods: a real HTTP process, so the
 * gateway's calls in the demo and the tests make a real hop. Any microservice endpoint path answers
 * JSON: which microservice and version was called, and a score in [0, 1) derived from the request body
 * (the same body gives the same score), as a stand-in for a model's prediction.
 */
export function buildSamplePod(): FastifyInstance {
  const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/:owner/:urlCode/:version/:endpoint',
    handler: async (request) => {
      const { owner, urlCode, version, endpoint } = request.params as Record<string, string>;
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const digest = createHash('sha256').update(body).digest();
      return {
        model: 'sample',
        microservice: `${owner}/${urlCode}`,
        version,
        endpoint,
        receivedBytes: body.length,
        score: Number((digest.readUInt32BE(0) / 2 ** 32).toFixed(6)),
        requestId: request.headers['x-request-id'] ?? null,
      };
    },
  });
  return app;
}
