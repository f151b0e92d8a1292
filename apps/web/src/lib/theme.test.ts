import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { DEFAULT_COLOURS } from '@console/contract';
import { buildTheme } from './theme';

describe('buildTheme', () => {
  it("gives primary buttons a text colour that contrasts with the primary colour, not the header's", () => {
    // Yellow header text on a red header: fine for the header, unreadable on a red button.
    const theme = buildTheme({ ...DEFAULT_COLOURS, primary: '#b71c1c', headerText: '#ffeb3b' });
    expect(
      getContrastRatio(theme.palette.primary.main, theme.palette.primary.contrastText),
    ).toBeGreaterThanOrEqual(4.5);
    const light = buildTheme({ ...DEFAULT_COLOURS, primary: '#ffeb3b', headerText: '#ffffff' });
    expect(
      getContrastRatio(light.palette.primary.main, light.palette.primary.contrastText),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the header text colour for the header', () => {
    const theme = buildTheme({ ...DEFAULT_COLOURS, primary: '#b71c1c', headerText: '#ffeb3b' });
    const appBar = theme.components?.MuiAppBar?.styleOverrides?.colorPrimary as { color?: string };
    expect(appBar?.color).toBe('#ffeb3b');
  });

  it('speaks the locales it is given (DataGrid and core texts)', async () => {
    const { frFR } = await import('@mui/x-data-grid/locales');
    const { frFR: core } = await import('@mui/material/locale');
    const theme = buildTheme(DEFAULT_COLOURS, [core, frFR]);
    expect(theme.components?.MuiDataGrid?.defaultProps?.localeText?.paginationRowsPerPage).toBe(
      'Lignes par page :',
    );
    expect(theme.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBeTruthy();
  });
});
