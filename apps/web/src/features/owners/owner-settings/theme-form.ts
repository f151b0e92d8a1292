import { useFormContext } from 'react-hook-form';
import {
  ownerSettingsSchema,
  type ColourField,
  type LabelCode,
  type LogoField,
  type OwnerSettings,
  type OwnerSettingsInput,
} from '@console/contract';

/** The form edits the contract's settings as they are typed; zodResolver yields the parsed settings. */
export type ThemeFormValues = OwnerSettingsInput;
export type ThemeFormOutput = OwnerSettings;
export const themeFormSchema = ownerSettingsSchema;

/** The theme dialog's form, for the sections inside its FormProvider. */
export const useThemeForm = () => useFormContext<ThemeFormValues, unknown, ThemeFormOutput>();

type Code = LabelCode<'OWNER_SET'>;

export const LOGO_LABELS: Record<LogoField, Code> = {
  mobileLogo: 'MOBILE_LOGO',
  loginLogo: 'LOGIN_LOGO',
  headerLogo: 'HEADER_LOGO',
  footerLogo: 'FOOTER_LOGO',
  serviceLogo: 'SERVICE_LOGO',
};

export const COLOUR_LABELS: Record<ColourField, Code> = {
  bodyBackground: 'BODY_BACKGROUND',
  primary: 'PRIMARY',
  secondary: 'SECONDARY',
  tertiaryOne: 'TERTIARY_ONE',
  tertiaryTwo: 'TERTIARY_TWO',
  error: 'ERROR',
  success: 'SUCCESS',
  info: 'INFO',
  text: 'TEXT',
  headerText: 'HEADER_TEXT',
  alertColor: 'ALERT_COLOR',
  dashBoxBorderOne: 'DASH_BOX_BORDER_ONE',
  dashBoxBorderTwo: 'DASH_BOX_BORDER_TWO',
  dashBoxBorderThree: 'DASH_BOX_BORDER_THREE',
  dashBoxBorderFour: 'DASH_BOX_BORDER_FOUR',
};

/** Saved settings as form values: empty texts instead of null, so inputs stay controlled. */
export function toFormValues(settings: OwnerSettings): ThemeFormValues {
  return {
    ...settings,
    domainName: settings.domainName ?? '',
    email: settings.email ?? '',
    redisCloud: settings.redisCloud ?? '',
    ownerIndex: settings.ownerIndex ?? '',
    nodeRedUrl: settings.nodeRedUrl ?? '',
    ownerBucket: settings.ownerBucket ?? '',
  };
}

const FORM_FIELDS = new Set<string>(Object.keys(ownerSettingsSchema.shape));

/** The settings fields the form holds (a server message for another goes to the banner). */
export const isFormField = (field: string) => FORM_FIELDS.has(field);
