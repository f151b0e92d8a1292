import { createTheme, type Theme } from '@mui/material/styles';
import { DEFAULT_COLOURS, type ColourField } from '@console/contract';

export type Colours = Record<ColourField, string>;

/** The MUI theme of an owner's saved colours. */
export function buildTheme(colours: Colours = DEFAULT_COLOURS): Theme {
  return createTheme({
    palette: {
      primary: { main: colours.primary, contrastText: colours.headerText },
      secondary: { main: colours.secondary },
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
    },
  });
}
