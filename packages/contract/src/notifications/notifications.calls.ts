import { ROUTES } from '../auth/routes';
import { defineCalls } from '../common/call';
import { defineCrudCalls } from '../common/crud';
import { ownerScope } from '../common/list';
import {
  activeOutagesOutput,
  notificationListInput,
  notificationListOutput,
  notificationRowSchema,
  notificationSaveInput,
  outageListInput,
  outageListOutput,
  outageRowSchema,
  outageSaveInput,
} from './notifications.schema';

// Notifications and outages are the platform's (shown to every owner's users): the calls act on the
// platform owner whichever owner PM staff picked.
export const notificationsCalls = {
  ...defineCrudCalls(
    'notifications',
    {
      list: { input: notificationListInput, output: notificationListOutput },
      info: { output: notificationRowSchema },
      save: { input: notificationSaveInput },
      delete: {},
    },
    ROUTES.notifications.calls,
    {
      list: "The platform's notifications, paged, searched and sorted.",
      info: 'A notification.',
      save: 'Add or update a notification (its message is cleaned of unsafe HTML).',
      delete: 'Delete notifications.',
    },
  ),
  ...defineCrudCalls(
    'outages',
    {
      list: { input: outageListInput, output: outageListOutput },
      info: { output: outageRowSchema },
      save: { input: outageSaveInput },
      delete: {},
    },
    ROUTES.notifications.calls,
    {
      list: "The platform's LLM outages with the microservices they affect, paged, searched and sorted.",
      info: 'An outage.',
      save: 'Add or update an outage (its text is cleaned of unsafe HTML).',
      delete: 'Delete outages.',
    },
  ),
  ...defineCalls({
    'outages.active': {
      summary: 'The microservices an Active outage affects, for the outage badge of the microservices page.',
      permission: ROUTES.microservices.calls.read,
      mutates: false,
      input: ownerScope,
      output: activeOutagesOutput,
    },
  }),
};
