import { z } from 'zod';
import { SCREENS } from '../auth/screens';
import { defineCall } from '../common/call';
import { idSchema } from '../common/fields';
import { ownerScope } from '../owners/owners.schema';
import { MICROSERVICE_MESSAGES as M, POD_ACTIONS } from './microservice-constants';
import {
  checkDuplicateInput,
  checkDuplicateOutput,
  idsInput,
  listMicroservicesInput,
  microserviceRowSchema,
  microserviceSaveInput,
  microserviceSchema,
  podStateSchema,
} from './microservice.schema';

export const microserviceChoiceSchema = z.object({
  functionId: z.number().int(),
  functionName: z.string(),
  functionDescription: z.string(),
});
export type MicroserviceChoice = z.infer<typeof microserviceChoiceSchema>;

const accessTypeSchema = z.string().trim().min(1, M.REQUIRED).max(50);

export const microservicesCalls = {
  'microservices.catalogue': defineCall({
    name: 'microservices.catalogue',
    summary:
      "The platform's public catalogue of microservices, sorted by name (Add Owner, Assign and Duplicate pickers).",
    permission: SCREENS.microservices.calls.read,
    mutates: false,
    input: z.object({ search: z.string().trim().max(100).optional() }).strict(),
    output: z.object({ results: z.array(microserviceChoiceSchema) }),
  }),
  'microservices.list': defineCall({
    name: 'microservices.list',
    summary: "A page of the owner's microservices (owned, duplicated and assigned), searched and sorted.",
    permission: SCREENS.microservices.calls.read,
    mutates: false,
    input: listMicroservicesInput,
    output: z.object({ rows: z.array(microserviceRowSchema), total: z.number().int() }),
  }),
  'microservices.info': defineCall({
    name: 'microservices.info',
    summary:
      'One microservice with all its parts and its pod state (also a catalogue item, to duplicate it).',
    permission: SCREENS.microservices.calls.read,
    mutates: false,
    input: ownerScope.extend({ id: idSchema }),
    output: microserviceSchema,
  }),
  'microservices.save': defineCall({
    name: 'microservices.save',
    summary: 'Create (id 0: OWN or DUP) or update a microservice with all its parts in one step.',
    permission: SCREENS.microservices.calls.write,
    mutates: true,
    input: microserviceSaveInput,
    output: z.object({ message: z.enum([M.CREATED, M.UPDATED]), id: z.number().int() }),
  }),
  'microservices.delete': defineCall({
    name: 'microservices.delete',
    summary: 'Delete microservices of the owner; for an assigned one, remove the assignment.',
    permission: SCREENS.microservices.calls.write,
    mutates: true,
    input: idsInput,
    output: z.object({ message: z.string(), deleted: z.number().int() }),
  }),
  'microservices.deletePricingTiers': defineCall({
    name: 'microservices.deletePricingTiers',
    summary: "Delete pricing tiers (by tier id) of the owner's microservices.",
    permission: SCREENS.microservices.calls.write,
    mutates: true,
    input: idsInput,
    output: z.object({ message: z.string(), deleted: z.number().int() }),
  }),
  'microservices.assign': defineCall({
    name: 'microservices.assign',
    summary: 'Assign catalogue microservices to the acting owner (owners of type TS only).',
    permission: SCREENS.microservices.calls.write,
    mutates: true,
    input: ownerScope.extend({
      functionIds: z
        .array(idSchema)
        .min(1, 'Choose at least one microservice')
        .max(500)
        .transform((ids) => [...new Set(ids)]),
    }),
    output: z.object({ status: z.literal('Success'), insertedFunctions: z.number().int() }),
  }),
  'microservices.assignedAccess': defineCall({
    name: 'microservices.assignedAccess',
    summary: 'The access type of a microservice assigned to the owner.',
    permission: SCREENS.microservices.calls.read,
    mutates: false,
    input: ownerScope.extend({ functionId: idSchema }),
    output: z.object({ accessType: z.string() }),
  }),
  'microservices.updateAssignedAccess': defineCall({
    name: 'microservices.updateAssignedAccess',
    summary: 'Change the access type of a microservice assigned to the owner.',
    permission: SCREENS.microservices.calls.write,
    mutates: true,
    input: ownerScope.extend({ functionId: idSchema, accessType: accessTypeSchema }),
    output: z.object({ status: z.literal('Success'), accessType: z.string() }),
  }),
  'microservices.scalePod': defineCall({
    name: 'microservices.scalePod',
    summary: "Start (1 replica) or stop (0) a microservice's pod; answers the state to poll.",
    permission: SCREENS.microservices.calls.write,
    mutates: true,
    input: ownerScope.extend({
      id: idSchema,
      action: z.enum(POD_ACTIONS, { error: 'Choose start or stop' }),
    }),
    output: podStateSchema,
  }),
  'microservices.podStatus': defineCall({
    name: 'microservices.podStatus',
    summary: "A microservice's pod: status, replicas running and asked for, and how often to poll.",
    permission: SCREENS.microservices.calls.read,
    mutates: false,
    input: ownerScope.extend({ id: idSchema }),
    output: podStateSchema,
  }),
  'microservices.checkDuplicate': defineCall({
    name: 'microservices.checkDuplicate',
    summary: "Whether a title, code and URL code are free among the owner's microservices.",
    permission: SCREENS.microservices.calls.read,
    mutates: false,
    input: checkDuplicateInput,
    output: checkDuplicateOutput,
  }),
};
