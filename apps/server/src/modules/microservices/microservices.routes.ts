import { areaHandlers } from '../../crud/area-handlers';
import type { Handlers } from '../../http/context';
import { assignedAccess, assignMicroservices, updateAssignedAccess } from './microservice-assign.service';
import { podStatus, scalePod } from './microservice-pods.service';
import { saveMicroservice } from './microservice-save.service';
import { deleteMicroservicesOfOwner, deletePricingTiers } from './microservice-delete.service';
import { catalogue, checkDuplicate, getMicroservice, listMicroservices } from './microservice-read.service';

export const microservicesHandlers = areaHandlers('microservices', {
  catalogue,
  list: listMicroservices,
  info: getMicroservice,
  save: saveMicroservice,
  delete: deleteMicroservicesOfOwner,
  deletePricingTiers,
  assign: assignMicroservices,
  assignedAccess,
  updateAssignedAccess,
  scalePod,
  podStatus,
  checkDuplicate,
}) satisfies Partial<Handlers>;
