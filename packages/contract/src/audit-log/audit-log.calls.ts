import { ROUTES } from '../auth/routes';
import { defineCalls } from '../common/call';
import { defineCrudCalls } from '../common/crud';
import {
  auditFacetsInput,
  auditFacetsOutput,
  auditInfoInput,
  auditInfoSchema,
  auditListInput,
  auditListOutput,
  auditUsersInput,
  auditUsersOutput,
} from './audit-log.schema';

// Read-only: audit records are written by every state-changing call and never edited or deleted here.
export const auditLogCalls = {
  ...defineCrudCalls(
    'auditLog',
    {
      list: { input: auditListInput, output: auditListOutput },
      info: { input: auditInfoInput, output: auditInfoSchema },
    },
    ROUTES.auditLog.calls,
    {
      list: 'Audit records of the acting owner (or of every owner, for platform staff), filtered and paged, newest first.',
      info: 'An audit record with the object before and after the change.',
    },
  ),
  ...defineCalls({
    'auditLog.facets': {
      summary: 'The calls and object types that appear in the audit records in scope.',
      permission: ROUTES.auditLog.calls.read,
      mutates: false,
      input: auditFacetsInput,
      output: auditFacetsOutput,
    },
    'auditLog.users': {
      summary: "The owner's users (every owner's, for platform staff) whose name holds the search text.",
      permission: ROUTES.auditLog.calls.read,
      mutates: false,
      input: auditUsersInput,
      output: auditUsersOutput,
    },
  }),
};
