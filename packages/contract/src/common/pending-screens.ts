import { defineScreens } from './screens';

/**
 * The error and success messages of screens whose areas are not built yet (001 and 002 section 8), so
 * the errors catalogue holds every message of the spec from the start. When an area is built, move its
 * screen to `<area>/labels.ts` and give it its captions.
 */
export const PENDING_SCREENS = defineScreens({
  REG_MS: {
    name: 'Deployments - Register Microservice',
    labels: {},
    errors: {
      NAME_EXIST: 'Invalid Input - Microservice Name Already Exists',
      CODE_EXIST: 'Invalid Input - Microservice Code Already Exists',
      MISSING_SOURCES: 'Error',
    },
  },
});
