/**
 * What a screen shows in words: its name in the localisation screens, its captions (labels, by label
 * code) and the error and success messages its calls make it show (errors, by error code). The seed loads
 * them as the platform's labels and errors; the console uses them as built-in English fallbacks.
 */
export interface ScreenTexts {
  name: string;
  labels: Readonly<Record<string, string>>;
  errors?: Readonly<Record<string, string>>;
}

/** An area's screens, keeping every code's literal type. */
export const defineScreens = <const S extends Record<string, ScreenTexts>>(screens: S): S => screens;
