import { areaHandlers } from '../../crud/area-handlers';
import type { Handlers } from '../../http/context';
import { approveRegistration, rejectRegistration } from './registration-approval.service';
import {
  receiveArchive,
  receiveDocs,
  storeSource,
  type ReceivedSource,
} from './registration-uploads.service';
import {
  checkDuplicate,
  deleteRegistrations,
  listAll,
  registrationInfo,
  registrationLimits,
  saveRegistration,
} from './registrations.service';

export const registrationsHandlers = {
  ...areaHandlers('registrations', {
    list: listAll,
    info: registrationInfo,
    save: saveRegistration,
    delete: deleteRegistrations,
    limits: registrationLimits,
    checkDuplicate,
    approve: approveRegistration,
    reject: rejectRegistration,
  }),
  // Two phases: the body is streamed to a temporary file and checked before the transaction opens.
  'registrations.uploadArchive': {
    prepare: (_input, ctx) => receiveArchive(ctx),
    run: (_input, ctx, source: ReceivedSource) => storeSource(ctx, source),
  },
  'registrations.uploadDocs': {
    prepare: (_input, ctx) => receiveDocs(ctx),
    run: (_input, ctx, source: ReceivedSource) => storeSource(ctx, source),
  },
} satisfies Partial<Handlers>;
