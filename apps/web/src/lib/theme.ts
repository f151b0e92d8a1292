import { createTheme, getContrastRatio, type Theme } from '@mui/material/styles';
import type { MuiLocale } from './locale';
import { DEFAULT_COLOURS, type ColourField } from '@console/contract';

export type Colours = Record<ColourField, string>;

/** Black or white, whichever contrasts more with `background` (one of them always reaches 4.5:1). */
export function readableOn(background: string): string {
  return getContrastRatio('#ffffff', background) >= getContrastRatio('#000000', background)
    ? '#ffffff'
    : '#000000';
}

/** The MUI theme of an owner's saved colours, with MUI's and the DataGrid's texts in `locales`. */
export function buildTheme(colours: Colours = DEFAULT_COLOURS, locales: MuiLocale[] = []): Theme {
  return createTheme(
    {
      palette: {
        // Text on a coloured button is black or white, whichever reaches WCAG AA (4.5:1) on it: the
        // header text colour is for the header, where it sits on the header's colour.
        contrastThreshold: 4.5,
        primary: { main: colours.primary, contrastText: readableOn(colours.primary) },
        secondary: { main: colours.secondary, contrastText: readableOn(colours.secondary) },
        error: { main: colours.error },
        success: { main: colours.success },
        info: { main: colours.info },
        warning: { main: colours.alertColor },
        background: { default: colours.bodyBackground, paper: '#ffffff' },
        text: { primary: colours.text },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      },
      components: {
        MuiButton: {
          defaultProps: { disableElevation: true },
          styleOverrides: { root: { textTransform: 'none' } },
        },
        MuiDialogTitle: { styleOverrides: { root: { fontWeight: 600 } } },
        // On a phone a dialog keeps 8 px of the page around it, not 32: its fields get the width.
        MuiDialog: {
          styleOverrides: {
            paper: ({ theme }) => ({
              [theme.breakpoints.down('sm')]: {
                margin: theme.spacing(1),
                maxHeight: `calc(100% - ${theme.spacing(2)})`,
                '&:not(.MuiDialog-paperFullScreen)': { maxWidth: `calc(100% - ${theme.spacing(2)})` },
                '&.MuiDialog-paperFullWidth': { width: `calc(100% - ${theme.spacing(2)})` },
              },
            }),
          },
        },
        MuiAppBar: { styleOverrides: { colorPrimary: { color: colours.headerText } } },
      },
    },
    ...locales,
  );
}
