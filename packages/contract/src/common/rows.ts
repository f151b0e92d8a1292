import { z } from 'zod';

// Fields that recur in the rows the calls answer (list.ts shapes the calls themselves).

/** A record by its id and name: a picker's choice, a record linked to another. */
export const namedRowSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * Who created a row and when, as a list shows them: the creator's name ('' once the user is gone) and
 * the date. A row schema spreads them where its table keeps its creator.
 */
export const createdFields = { createdBy: z.string(), dateCreated: z.string() };
