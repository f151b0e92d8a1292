import type { CallOutput } from '@console/contract';
import { mockApi, type Handler } from '../../test-utils';

/**
 * Component tests of the forms that add users (add users, create an organisation, from a key): the API
 * with the user quota and the e-mails in use that those forms read first, and the test's own calls.
 */
export const mockQuotaApi = (
  room: Partial<CallOutput<'users.limit'>>,
  inUse: { organisationEmails: string[]; userEmails: string[] },
  handlers: Record<string, Handler> = {},
) =>
  mockApi({
    'users.limit': () => ({ body: room }),
    'organisations.emailsInUse': () => ({ body: inUse }),
    ...handlers,
  });
