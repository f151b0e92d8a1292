import { DEFAULT_COLOURS, type OwnerSettings } from '@console/contract';
import { mockApi, OWNER_ID, type Handler } from '../../../test-utils';

/** An owner's settings as the server answers them, with one stored logo. */
export const baseSettings: OwnerSettings = {
  ownerId: OWNER_ID,
  mobileLogo: null,
  loginLogo: '/files/login.png',
  headerLogo: null,
  footerLogo: null,
  serviceLogo: null,
  ...DEFAULT_COLOURS,
  domainName: 'acme.example.com',
  email: 'ops@acme.example',
  redisCloud: 'AWS',
  userQuota: 10,
  ownerIndex: null,
  nodeRedUrl: null,
  ownerBucket: null,
  apiKeyMaxDays: null,
};

/** A saved body: parsed by the mock for handlers, as sent (JSON text) in fetch's recorded calls. */
export const savedBody = (body: unknown) =>
  (typeof body === 'string' ? JSON.parse(body) : body) as OwnerSettings;

/** The theme dialog's API: an upload answering `uploadedUrl`, a save answering what it was sent, `handlers`. */
export function mockThemeApi(uploadedUrl = '/files/x.png', handlers: Record<string, Handler> = {}) {
  return mockApi({
    'files.upload': () => ({ body: { url: uploadedUrl, contentType: 'image/png', size: 4 } }),
    'ownerSettings.save': (body) => ({ body: savedBody(body) }),
    ...handlers,
  });
}
