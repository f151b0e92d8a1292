import { DEFAULT_COLOURS, type OwnerSettings } from '@console/contract';
import { OWNER_ID } from '../../../test-utils';

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
