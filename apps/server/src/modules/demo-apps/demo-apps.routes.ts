import { areaHandlers } from '../../crud/area-handlers';
import type { Handlers } from '../../http/context';
import { appInfo, deleteApps, functionChoices, listApps, saveApp } from './demo-apps.service';

export const demoAppsHandlers = {
  ...areaHandlers('demoApps', {
    list: listApps,
    info: appInfo,
    save: saveApp,
    delete: deleteApps,
    functions: functionChoices,
  }),
} satisfies Partial<Handlers>;
