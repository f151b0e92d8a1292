// Plain constants of Content - Demo Apps (001 sections 2.8, 3, 4, 5, 8 and 9), apart from the zod
// schemas so the console imports them without zod.

import { RECORD_MESSAGES } from '../common/kit-labels';

export const DEMO_APP_SORT_FIELDS = ['name', 'dateUpdated'] as const;
/** The spec's single logo and several gallery images (001 section 9); how many is ours. */
export const DEMO_APP_IMAGES_MAX = 12;
/** The code lists the form picks from (001 section 7, flexyListValue). */
export const DEMO_APP_CATEGORY_LIST = 'MICROSERVICE_CATEGORY';
export const DEMO_APP_ICON_LIST = 'DEMO_APPS_ICONS';

/**
 * An image of a demo app: an upload (/files/<key>, checked by its bytes when it was uploaded) or one of
 * the sample images the console ships (/demo-apps/<name>.svg, the demo data's gallery; decision 0200).
 */
export const DEMO_APP_IMAGE_PATTERN =
  /^(\/files\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}|\/demo-apps\/[a-z0-9-]{1,60}\.svg)$/;

/** The spec's texts (001 sections 5 and 8); ours where it gives none. */
export const DEMO_APP_MESSAGES = {
  NAME_REQ: 'Name is required',
  CATEGORY_REQ: 'Category is required',
  URL_CODE_REQ: 'URL code is required',
  URL_CODE_CHARS: 'Letters, digits, ., _ and - only',
  KEY_UNIQUE: 'Keys should be unique',
  REQUIRED: 'Required.',
  LINK: 'Enter an http or https URL',
  IMAGE: 'Upload an image',
  IMAGE_UNKNOWN: 'This image was not uploaded here: upload it again',
  ONE_LOGO: 'Upload a logo or pick an icon, not both',
  UNKNOWN_CATEGORY: 'Choose a category of the list',
  UNKNOWN_ICON: 'Choose an icon of the list',
  NOT_A_MICROSERVICE: 'Pick microservices of this owner only',
  NAME_EXISTS: 'Name or Urlcode already exists',
  NOT_FOUND: 'Demo app not found',
  ...RECORD_MESSAGES,
  DEL_MSG: 'Are you sure want to delete the selected demoapp?',
} as const;
