import { ROUTES } from '../auth/routes';
import { defineCalls } from '../common/call';
import { defineCrudCalls } from '../common/crud';
import {
  demoAppFunctionsInput,
  demoAppFunctionsOutput,
  demoAppInfoSchema,
  demoAppListInput,
  demoAppListOutput,
  demoAppSaveInput,
} from './demo-apps.schema';

// Content - Demo Apps (001 section 2.8): the acting owner's demo apps, for platform staff. The spec's
// remove assigned function, update logo, add gallery image and delete gallery images are parts of one
// save (one transaction); images are uploaded first with files.upload.

export const demoAppsCalls = {
  ...defineCrudCalls(
    'demoApps',
    {
      list: { input: demoAppListInput, output: demoAppListOutput },
      info: { output: demoAppInfoSchema },
      save: { input: demoAppSaveInput },
      delete: {},
    },
    ROUTES.demoApps.calls,
    {
      list: "The owner's demo apps: name, description, updated date; paged, searched and sorted.",
      info: 'A demo app with its category name, tags, keywords, links, functions, logo and gallery.',
      save: 'Add (id 0) or update a demo app with its tags, functions, logo and gallery in one transaction.',
      delete: 'Delete demo apps (every selected one) and, after the commit, their uploaded images.',
    },
  ),
  ...defineCalls({
    'demoApps.functions': {
      summary:
        'The microservices (type 102) a demo app of the owner may show: its own and those assigned to it.',
      permission: ROUTES.demoApps.calls.read,
      mutates: false,
      input: demoAppFunctionsInput,
      output: demoAppFunctionsOutput,
    },
  }),
};
