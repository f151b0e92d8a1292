import type { Principal } from './permissions';

/** For tests: a standard owner's user with no rights; spread it and set what a case needs. */
export const PLAIN_USER: Principal = {
  ownerType: 'STD',
  platformOwner: false,
  superUser: false,
  rootUser: false,
  uAccess: [],
};

/** For tests: a standard owner's administrator (its root user). */
export const OWNER_ADMIN: Principal = { ...PLAIN_USER, rootUser: true };
