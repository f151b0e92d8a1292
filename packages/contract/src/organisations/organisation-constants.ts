import type { AccessFlag, Principal } from '../auth/permissions';

// 002 section 9 (organisation constants), plain values the console imports without zod.

/** Organisation name and root user name: at least 5 (non-blank) characters. */
export const ORG_NAME_MIN = 5;
export const ROOT_USER_NAME_MIN = 5;
/** Password: at least 8 characters with a digit, a special character, a lower- and an upper-case letter. */
export const PASSWORD_MIN = 8;
/** The description is shown cut at 300 characters in the list. */
export const DESCRIPTION_CUT = 300;
/** The activation key shows its first 30 characters. */
export const ACTIVATION_KEY_SHOWN = 30;
/** A user name's e-mail local part shows at most 20 characters, then an ellipsis. */
export const LOCAL_PART_SHOWN = 20;
/** Regenerating an API key waits 10 seconds before the button is enabled. */
export const REGENERATE_COUNTDOWN_SECONDS = 10;
export const DEFAULT_COMMISSION_PERCENTAGE = 15;
/** 002 section 3, media entry: Telegram is the default. */
export const MEDIA_TYPES = ['Telegram', 'Facebook', 'Instagram'] as const;
export const MEDIA_STATUSES = ['On', 'Off'] as const;
export const USER_TYPES = ['user', 'agent'] as const;
/** DA settings plan types (002 section 3), by code. */
export const DA_PLAN_TYPES = ['DA_PT_BASIC', 'DA_PT_STARTER', 'DA_PT_PREMIER', 'DA_PT_PIONEER'] as const;
export const ORG_STATUSES = ['Active', 'Deleted'] as const;
/** A reset or set-password link works this long, once. */
export const PASSWORD_LINK_HOURS = 24;
/** Users' own API keys: a recognisable prefix of this many characters is kept and shown. */
export const API_KEY_PREFIX_LENGTH = 12;

export const PASSWORD_RULE_MESSAGE =
  'At least 8 characters with a digit, a special character, a lower-case and an upper-case letter';

/** 002 section 5: the password strength rule, the same in the forms and on the server. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN &&
    /\d/.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

/** Name and root user name count their non-blank characters. */
export const nonBlankLength = (text: string) => text.replace(/\s/g, '').length;

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** The fixed suffix keeps a generated password within the rule whatever the random part. */
export const GENERATED_PASSWORD_SUFFIX = '@1aA';

/** 002 section 5: 8 random characters plus a fixed suffix (Generate button). */
export function generatePassword(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  const random = [...bytes].map((b) => PASSWORD_ALPHABET[b % PASSWORD_ALPHABET.length]).join('');
  return `${random}${GENERATED_PASSWORD_SUFFIX}`;
}

/** The user name as the users tab shows it: the e-mail's local part cut at 20 characters with an ellipsis. */
export function shortUserName(userName: string): string {
  const at = userName.indexOf('@');
  const local = at < 0 ? userName : userName.slice(0, at);
  const rest = at < 0 ? '' : userName.slice(at);
  return local.length > LOCAL_PART_SHOWN ? `${local.slice(0, LOCAL_PART_SHOWN)}…${rest}` : userName;
}

/** 002 section 6: the access flags of the organisation screens, each deciding buttons and calls. */
export const ORG_FLAGS = {
  editOrganisation: 'ORG_UPDATEORGINFO',
  deleteOrganisation: 'ORG_DELETEORG',
  usersTab: 'ORG_GETUSERLIST',
  editUsers: 'ORG_UPDATEUSERINFO',
  deleteUsers: 'ORG_DELETEUSER',
  functionsTab: 'ORG_GETORGASSIGNFUNCTIONS',
  groupsTab: 'ORG_GETORGGROUPLIST',
  editGroups: 'ORG_UPDATEORGGROUP',
  groupFunctions: 'ORG_ADDFUNCTIONTOGROUP',
} as const satisfies Record<string, AccessFlag>;
export type OrgAction = keyof typeof ORG_FLAGS;

/** Whether `p` may take an organisation action: they hold its access flag. */
export const mayOrg = (p: Pick<Principal, 'uAccess'> | null, action: OrgAction): boolean =>
  Boolean(p?.uAccess.includes(ORG_FLAGS[action]));

/** 002 section 6: owners of type PM and TS create organisations. */
export const mayCreateOrganisations = (ownerType: string) => ownerType === 'PM' || ownerType === 'TS';
