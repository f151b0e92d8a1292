import { AUDIT_LOG_SCREENS } from './audit-log/labels';
import { AUTH_SCREENS } from './auth/labels';
import { KIT_SCREENS } from './common/kit-labels';
import { PENDING_SCREENS } from './common/pending-screens';
import { LOCALISATION_SCREENS } from './localisation/labels';
import { MICROSERVICES_SCREENS } from './microservices/labels';
import { OWNERS_SCREENS } from './owners/labels';
import { ORGANISATIONS_SCREENS } from './organisations/labels';
import { SHELL_SCREENS } from './shell/labels';
import { PLANS_SCREENS } from './plans/labels';
import { NOTIFICATIONS_SCREENS } from './notifications/labels';
import { PROMPT_SCREENS } from './prompt/labels';
import { SUBSCRIPTIONS_SCREENS } from './subscriptions/labels';
import { GROUPS_SCREENS } from './groups/labels';
import { CREDITS_SCREENS } from './credits/labels';
import { MARKETING_SCREENS } from './marketing/labels';
import { REGISTRATIONS_SCREENS } from './registrations/labels';
import { DEMO_APPS_SCREENS } from './demo-apps/labels';

/** Every screen's name, captions and messages, from the areas that own them. */
export const SCREENS = {
  ...AUTH_SCREENS,
  ...SHELL_SCREENS,
  ...KIT_SCREENS,
  ...OWNERS_SCREENS,
  ...MICROSERVICES_SCREENS,
  ...LOCALISATION_SCREENS,
  ...AUDIT_LOG_SCREENS,
  ...ORGANISATIONS_SCREENS,
  ...PENDING_SCREENS,
  ...PLANS_SCREENS,
  ...NOTIFICATIONS_SCREENS,
  ...PROMPT_SCREENS,
  ...SUBSCRIPTIONS_SCREENS,
  ...GROUPS_SCREENS,
  ...CREDITS_SCREENS,
  ...MARKETING_SCREENS,
  ...REGISTRATIONS_SCREENS,
  ...DEMO_APPS_SCREENS,
};
type Screens = typeof SCREENS;
export type ScreenId = keyof Screens;

const each = <T>(pick: (id: ScreenId) => T) =>
  Object.fromEntries((Object.keys(SCREENS) as ScreenId[]).map((id) => [id, pick(id)]));

/** English captions of every screen, by screen id and label code (labels.byScreen falls back to them). */
export const DEFAULT_LABELS = each((id) => SCREENS[id].labels) as { [S in ScreenId]: Screens[S]['labels'] };
export type LabelCode<S extends ScreenId> = keyof (typeof DEFAULT_LABELS)[S] & string;

/** English error and success messages of every screen, by screen id and code (errors.byScreen). */
export const DEFAULT_ERRORS = each((id) => ('errors' in SCREENS[id] ? SCREENS[id].errors : {})) as {
  [S in ScreenId]: Screens[S] extends { errors: infer E } ? E : Record<never, string>;
};
export type ErrorTextCode<S extends ScreenId> = keyof (typeof DEFAULT_ERRORS)[S] & string;

/** Screen names shown in the localisation screens for each screen id. */
export const SCREEN_NAMES = each((id) => SCREENS[id].name) as Record<ScreenId, string>;
