// Plain constants, kept apart from the zod schemas so the console can import them without zod.

export const LOGO_FIELDS = ['mobileLogo', 'loginLogo', 'headerLogo', 'footerLogo', 'serviceLogo'] as const;
export type LogoField = (typeof LOGO_FIELDS)[number];

/**
 * The theme's colours in the order the theme dialog shows them, each with the platform's default (used for
 * a new owner and wherever an owner has none): one list, so a colour cannot lack its default.
 */
const THEME_COLOURS = [
  ['bodyBackground', '#f5f7fb'],
  ['primary', '#1f4e9a'],
  ['secondary', '#5b6b8c'],
  ['tertiaryOne', '#e8eef9'],
  ['tertiaryTwo', '#c9d6ee'],
  ['error', '#c62828'],
  ['success', '#2e7d32'],
  ['info', '#0277bd'],
  ['text', '#1c2333'],
  ['headerText', '#ffffff'],
  ['alertColor', '#ed6c02'],
  ['dashBoxBorderOne', '#1f4e9a'],
  ['dashBoxBorderTwo', '#2e7d32'],
  ['dashBoxBorderThree', '#ed6c02'],
  ['dashBoxBorderFour', '#6a1b9a'],
] as const;

/** The first element of each pair of a list of pairs, keeping the list's literal types. */
type Firsts<T extends readonly (readonly [string, string])[]> = { [K in keyof T]: T[K][0] };

export const COLOUR_FIELDS = THEME_COLOURS.map(([field]) => field) as unknown as Firsts<typeof THEME_COLOURS>;
export type ColourField = (typeof COLOUR_FIELDS)[number];

/** Fields only platform (PM) staff may change: the spec's "owner-drop" mode. */
export const PM_ONLY_FIELDS = [
  'email',
  'redisCloud',
  'userQuota',
  'ownerIndex',
  'nodeRedUrl',
  'ownerBucket',
] as const;

/** The platform's default theme, used for a new owner and wherever an owner has none. */
export const DEFAULT_COLOURS = Object.fromEntries(THEME_COLOURS) as Record<ColourField, string>;
