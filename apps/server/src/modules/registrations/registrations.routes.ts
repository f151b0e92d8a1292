import { areaHandlers } from '../../crud/area-handlers';
import type { CallContext, Handlers } from '../../http/context';
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

// Two phases: the body is streamed to a temporary file and checked before the transaction opens.
const upload = (receive: (ctx: CallContext) => Promise<ReceivedSource>) => ({
  prepare: (_input: unknown, ctx: CallContext) => receive(ctx),
  run: (_input: unknown, ctx: CallContext, source: ReceivedSource) => storeSource(ctx, source),
});

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
  'registrations.uploadArchive': upload(receiveArchive),
  'registrations.uploadDocs': upload(receiveDocs),
} satisfies Partial<Handlers>;
