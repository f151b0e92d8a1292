import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CALLS, errorBodySchema } from '@console/contract';

/** An OpenAPI 3.1 document generated from the contract's schemas. */
export function buildOpenApi() {
  const schema = (s: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(s, { io, unrepresentable: 'any' });
  const paths = Object.fromEntries(
    Object.values(CALLS).map((call) => [
      `/api/${call.name}`,
      {
        post: {
          operationId: call.name,
          summary: call.summary,
          'x-permission': call.permission,
          security: call.permission === 'public' ? [] : [{ apiKey: [] }],
          requestBody:
            call.body === 'multipart'
              ? {
                  content: {
                    'multipart/form-data': {
                      schema: {
                        type: 'object',
                        properties: { fileToUpload: { type: 'string', format: 'binary' } },
                      },
                    },
                  },
                }
              : { content: { 'application/json': { schema: schema(call.input, 'input') } } },
          responses: {
            200: {
              description: 'OK',
              content: { 'application/json': { schema: schema(call.output, 'output') } },
            },
            default: {
              description: 'Error',
              content: { 'application/json': { schema: schema(errorBodySchema, 'output') } },
            },
          },
        },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: { title: 'Modelhub console API', version: '1.0.0' },
    components: { securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' } } },
    paths,
  };
}

export function registerOpenApi(app: FastifyInstance): void {
  let doc: ReturnType<typeof buildOpenApi> | null = null;
  app.get('/api/openapi.json', async () => (doc ??= buildOpenApi()));
}
