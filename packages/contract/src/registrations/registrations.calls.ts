import { REGISTRATION_APPROVAL, ROUTES } from '../auth/routes';
import { defineCalls, uploadCall } from '../common/call';
import { defineCrudCalls } from '../common/crud';
import { okOutput } from '../common/fields';
import { idInput, ownerScope } from '../common/list';
import {
  registrationApproveOutput,
  registrationDuplicateInput,
  registrationDuplicateOutput,
  registrationInfoSchema,
  registrationLimitsSchema,
  registrationListInput,
  registrationListOutput,
  registrationRejectInput,
  registrationSaveInput,
  registrationUploadOutput,
} from './registrations.schema';

const calls = { ...ROUTES.registerMicroservice.calls, approve: REGISTRATION_APPROVAL };

/** Register Microservice (002 sections 2.8 and 7): an owner's custom models, approved by the platform. */
export const registrationsCalls = {
  ...defineCrudCalls(
    'registrations',
    {
      list: { input: registrationListInput, output: registrationListOutput },
      info: { output: registrationInfoSchema },
      save: { input: registrationSaveInput },
      delete: {},
    },
    calls,
    {
      list: "One tab (pending, approved, rejected) of the owner's registrations, with each tab's count.",
      info: 'A registration with every field, its files and its model status.',
      save: 'Register a microservice or update a pending or rejected registration (back to pending).',
      delete: 'Delete registrations, from any tab (an approved one keeps its microservice).',
    },
  ),
  ...defineCalls({
    'registrations.limits': {
      summary: "CPU and memory still available in the owner's plan, and its team-space code (datacheck).",
      permission: calls.read,
      mutates: false,
      input: ownerScope,
      output: registrationLimitsSchema,
    },
    'registrations.checkDuplicate': {
      summary:
        "Whether a name or code is taken among the owner's registrations and microservices (checkmsdup).",
      permission: calls.read,
      mutates: false,
      input: registrationDuplicateInput,
      output: registrationDuplicateOutput,
    },
    'registrations.uploadArchive': uploadCall({
      summary:
        'Upload a model archive (field fileToUpload: zip, rar, 7z, tar or gzip by content), streamed to storage.',
      permission: calls.write,
      output: registrationUploadOutput,
    }),
    'registrations.uploadDocs': uploadCall({
      summary: 'Upload the docs YAML (field fileToUpload), kept only when it is a valid OpenAPI document.',
      permission: calls.write,
      output: registrationUploadOutput,
    }),
    'registrations.approve': {
      summary:
        'Approve a pending registration: checks the plan again and deploys it (a failure rejects it with the message).',
      permission: calls.approve,
      mutates: true,
      input: idInput,
      output: registrationApproveOutput,
    },
    'registrations.reject': {
      summary: 'Reject a pending registration with a comment.',
      permission: calls.approve,
      mutates: true,
      input: registrationRejectInput,
      output: okOutput,
    },
  }),
};
