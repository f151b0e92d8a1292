/** What a call needs from the caller's session; decided on the server, mirrored by the console's menu. */
export const PERMISSIONS = [
  'public',
  'session',
  'ownerUser',
  'ownerAdmin',
  'microserviceAdmin',
  'platformStaff',
  'platformLocalisation',
  'superAdmin',
  'marketing',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const OWNER_TYPES = ['PM', 'TS', 'STD'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];

export const ACCESS_FLAGS = [
  'MARKETING',
  'ORG_UPDATEORGINFO',
  'ORG_DELETEORG',
  'ORG_GETUSERLIST',
  'ORG_UPDATEUSERINFO',
  'ORG_DELETEUSER',
  'ORG_GETORGASSIGNFUNCTIONS',
  'ORG_GETORGGROUPLIST',
  'ORG_UPDATEORGGROUP',
  'ORG_ADDFUNCTIONTOGROUP',
] as const;
export type AccessFlag = (typeof ACCESS_FLAGS)[number];
/** The flags a root user of an organisation gets: all of them but MARKETING, which is the platform's. */
export const ROOT_USER_FLAGS = ACCESS_FLAGS.filter((f) => f !== 'MARKETING');

/** The facts about a signed-in user that every permission is decided from. */
export interface Principal {
  ownerType: OwnerType;
  /** The owner is the platform's administrator owner (the spec's owner id 1). */
  platformOwner: boolean;
  /** The spec's "super user" (user id 2). */
  superUser: boolean;
  /** Root user of the owner's main organisation: administers the owner. */
  rootUser: boolean;
  uAccess: readonly AccessFlag[];
}

export function isPlatformStaff(p: Principal): boolean {
  return p.ownerType === 'PM' && (p.superUser || p.rootUser);
}

/** 000 section 6: a non-super user holding MARKETING sees only Marketing and lands on /discount. */
export function isMarketingOnly(p: Principal): boolean {
  return !p.superUser && !p.rootUser && p.uAccess.includes('MARKETING');
}

/**
 * Permissions that also depend on the owner the call acts on (the owner PM staff picked): the server
 * checks them again once it knows that owner, the console with the picked owner's type.
 */
export const ACTING_OWNER_PERMISSIONS: readonly Permission[] = ['platformLocalisation'];

/**
 * Whether `p` may make a call (or open a screen) that needs `permission`, acting on an owner of type
 * `acting` (by default their own owner).
 */
export function hasPermission(
  p: Principal | null,
  permission: Permission,
  acting: OwnerType | undefined = p?.ownerType,
): boolean {
  if (permission === 'public') return true;
  if (!p) return false;
  switch (permission) {
    case 'session':
      return true;
    case 'ownerUser':
      return !isMarketingOnly(p);
    case 'ownerAdmin':
      return p.superUser || p.rootUser;
    case 'microserviceAdmin':
      // PM staff, and the administrators of a team-space (TS) owner (000 section 6: TS assigns).
      return isPlatformStaff(p) || (p.ownerType === 'TS' && (p.superUser || p.rootUser));
    case 'platformStaff':
      return isPlatformStaff(p);
    case 'platformLocalisation':
      // 000 section 6: on a non-PM owner only Labels stays of Localisation.
      return isPlatformStaff(p) && acting === 'PM';
    case 'superAdmin':
      return p.superUser && p.platformOwner;
    case 'marketing':
      return p.superUser || p.uAccess.includes('MARKETING');
  }
}
