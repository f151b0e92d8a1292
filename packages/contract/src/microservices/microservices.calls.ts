import { z } from 'zod';
import { defineCall } from '../common/call';
import { emptyInput } from '../common/fields';

export const microserviceChoiceSchema = z.object({
  functionId: z.number().int(),
  functionName: z.string(),
  functionDescription: z.string(),
});
export type MicroserviceChoice = z.infer<typeof microserviceChoiceSchema>;

export const microservicesCalls = {
  'microservices.catalogue': defineCall({
    name: 'microservices.catalogue',
    summary: "The platform's public catalogue of microservices, sorted by name (Add Owner picker).",
    permission: 'platformStaff',
    mutates: false,
    input: emptyInput,
    output: z.object({ results: z.array(microserviceChoiceSchema) }),
  }),
};
