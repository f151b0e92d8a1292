import { asc, eq, sql } from 'drizzle-orm';
import type { MicroserviceChoice } from '@console/contract';
import { microservices } from '../../db/schema/index';
import type { CallContext, Handlers } from '../../http/context';

async function catalogue(ctx: CallContext): Promise<{ results: MicroserviceChoice[] }> {
  const rows = await ctx.db
    .select({ functionId: microservices.id, functionName: microservices.name, functionDescription: microservices.description })
    .from(microservices)
    .where(eq(microservices.inCatalogue, true))
    .orderBy(asc(sql`lower(${microservices.name})`));
  return { results: rows };
}

export const microservicesHandlers = {
  'microservices.catalogue': (_input, ctx) => catalogue(ctx),
} satisfies Partial<Handlers>;
