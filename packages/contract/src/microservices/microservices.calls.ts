import { z } from 'zod';
import { ROUTES } from '../auth/routes';
import { defineCalls } from '../common/call';
import { defineCrudCalls } from '../common/crud';
import { eachOnce } from '../common/fields';
import { deleteOutput, idInput, idSchema, idsInput, ownerScope, pageOutput } from '../common/list';
import { MICROSERVICE_MESSAGES as M, POD_ACTIONS } from './microservice-constants';
import {
  checkDuplicateInput,
  checkDuplicateOutput,
  microserviceListInput,
  microserviceRowSchema,
  microserviceSaveInput,
  microserviceSchema,
  podStateSchema,
} from './microservice.schema';

export const microserviceChoiceSchema = z.object({
  functionId: z.number().int(),
  functionName: z.string(),
  functionDescription: z.string(),
  /** Already assigned to the acting owner: it can be neither assigned again nor duplicated (a clash). */
  assigned: z.boolean(),
});
export type MicroserviceChoice = z.infer<typeof microserviceChoiceSchema>;

const accessTypeSchema = z.string().trim().min(1, M.REQUIRED).max(50);

export const microservicesCalls = {
  ...defineCalls({
    'microservices.catalogue': {
      summary:
        "The platform's public catalogue of microservices, sorted by name (Add Owner, Assign and Duplicate pickers).",
      permission: ROUTES.microservices.calls.read,
      mutates: false,
      input: ownerScope.extend({ search: z.string().trim().max(100).optional() }).strict(),
      output: z.object({ results: z.array(microserviceChoiceSchema) }),
    },
  }),
  ...defineCrudCalls(
    'microservices',
    {
      list: { input: microserviceListInput, output: pageOutput(microserviceRowSchema) },
      info: { input: idInput, output: microserviceSchema },
      save: {
        input: microserviceSaveInput,
        output: z.object({ message: z.enum([M.CREATED, M.UPDATED]), id: z.number().int() }),
      },
      delete: {},
    },
    ROUTES.microservices.calls,
    {
      list: "A page of the owner's microservices (owned, duplicated and assigned), searched and sorted.",
      info: 'One microservice with all its parts and its pod state (also a catalogue item, to duplicate it).',
      save: 'Create (id 0: OWN or DUP) or update a microservice with all its parts in one step.',
      delete: 'Delete microservices of the owner; for an assigned one, remove the assignment.',
    },
  ),
  ...defineCalls({
    'microservices.deletePricingTiers': {
      summary: "Delete pricing tiers (by tier id) of the owner's microservices.",
      permission: ROUTES.microservices.calls.write,
      mutates: true,
      input: idsInput,
      output: deleteOutput,
    },
    'microservices.assign': {
      summary: 'Assign catalogue microservices to the acting owner (owners of type TS only).',
      permission: ROUTES.microservices.calls.write,
      mutates: true,
      input: ownerScope.extend({
        functionIds: z
          .array(idSchema)
          .min(1, 'Choose at least one microservice')
          .max(500)
          .transform(eachOnce),
      }),
      output: z.object({ status: z.literal('Success'), insertedFunctions: z.number().int() }),
    },
    'microservices.assignedAccess': {
      summary: 'The access type of a microservice assigned to the owner.',
      permission: ROUTES.microservices.calls.read,
      mutates: false,
      input: ownerScope.extend({ functionId: idSchema }),
      output: z.object({ accessType: z.string() }),
    },
    'microservices.updateAssignedAccess': {
      summary: 'Change the access type of a microservice assigned to the owner.',
      permission: ROUTES.microservices.calls.write,
      mutates: true,
      input: ownerScope.extend({ functionId: idSchema, accessType: accessTypeSchema }),
      output: z.object({ status: z.literal('Success'), accessType: z.string() }),
    },
    'microservices.scalePod': {
      summary: "Start (1 replica) or stop (0) a microservice's pod; answers the state to poll.",
      permission: ROUTES.microservices.calls.write,
      mutates: true,
      input: idInput.extend({
        action: z.enum(POD_ACTIONS, { error: 'Choose start or stop' }),
      }),
      output: podStateSchema,
    },
    'microservices.podStatus': {
      summary: "A microservice's pod: status, replicas running and asked for, and how often to poll.",
      permission: ROUTES.microservices.calls.read,
      mutates: false,
      input: idInput,
      output: podStateSchema,
    },
    'microservices.checkDuplicate': {
      summary: "Whether a title, code and URL code are free among the owner's microservices.",
      permission: ROUTES.microservices.calls.read,
      mutates: false,
      input: checkDuplicateInput,
      output: checkDuplicateOutput,
    },
  }),
};
