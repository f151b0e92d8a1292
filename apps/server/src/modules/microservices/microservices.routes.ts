import type { Handlers } from '../../http/context';
import { assignedAccess, assignMicroservices, updateAssignedAccess } from './microservice-assign.service';
import { podStatus, scalePod } from './microservice-pods.service';
import { saveMicroservice } from './microservice-save.service';
import { deleteMicroservicesOfOwner, deletePricingTiers } from './microservice-delete.service';
import { catalogue, checkDuplicate, getMicroservice, listMicroservices } from './microservice-read.service';

export const microservicesHandlers = {
  'microservices.catalogue': (input, ctx) => catalogue(ctx, input),
  'microservices.list': (input, ctx) => listMicroservices(ctx, input),
  'microservices.info': (input, ctx) => getMicroservice(ctx, input),
  'microservices.save': (input, ctx) => saveMicroservice(ctx, input),
  'microservices.delete': (input, ctx) => deleteMicroservicesOfOwner(ctx, input),
  'microservices.deletePricingTiers': (input, ctx) => deletePricingTiers(ctx, input),
  'microservices.assign': (input, ctx) => assignMicroservices(ctx, input),
  'microservices.assignedAccess': (input, ctx) => assignedAccess(ctx, input),
  'microservices.updateAssignedAccess': (input, ctx) => updateAssignedAccess(ctx, input),
  'microservices.scalePod': (input, ctx) => scalePod(ctx, input),
  'microservices.podStatus': (input, ctx) => podStatus(ctx, input),
  'microservices.checkDuplicate': (input, ctx) => checkDuplicate(ctx, input),
} satisfies Partial<Handlers>;
