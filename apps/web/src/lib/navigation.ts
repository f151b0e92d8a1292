import { isMarketingOnly, isPlatformStaff, type Session } from '@console/contract';

/** 000 section 2.1: paths a marketing-only user (MARK flag) is sent away from. */
const OWNER_AREA = [
  'ownerlisting',
  'ownersettings',
  'microservices',
  'platformfunction',
  'organisations',
  'demoapp',
  'popup',
  'owner',
  'predefined',
  'language',
  'label',
  'error',
  'codelist',
  'valuelist',
  'valuesublist',
  // Not in the spec: the audit log is a Platform Setting screen (issue 13).
  'auditlog',
];

export function isOwnerAreaPath(pathname: string): boolean {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  return OWNER_AREA.includes(first);
}

/** Where a user lands after signing in (000 section 4). */
export function landingPath(session: Session): string {
  if (isMarketingOnly(session)) return '/discount';
  return isPlatformStaff(session) ? '/ownerlisting' : '/ownersettings';
}
