import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { DEFAULT_COLOURS } from '@console/contract';
import { contrastIssues } from './contrast';
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

describe('contrastIssues', () => {
  it('finds nothing in the default theme', () => {
    expect(contrastIssues(DEFAULT_COLOURS)).toEqual([]);
  });

  it('names each pair below 4.5:1 with its ratio', () => {
    const issues = contrastIssues({
      ...DEFAULT_COLOURS,
      headerText: '#303f9f',
      text: '#9e9e9e',
      error: '#ff8a80',
    });
    expect(issues.map((i) => i.pair)).toEqual(['PAIR_HEADER', 'PAIR_BODY', 'PAIR_CARD', 'PAIR_ERROR']);
    expect(issues[0]!.ratio).toBeCloseTo(getContrastRatio('#303f9f', DEFAULT_COLOURS.primary), 5);
  });

  it('finds no button text below 4.5:1, even on a mid grey where white fails', () => {
    expect(getContrastRatio('#ffffff', '#7a7a7a')).toBeLessThan(4.5);
    const issues = contrastIssues({ ...DEFAULT_COLOURS, primary: '#7a7a7a', headerText: '#000000' });
    expect(issues.map((i) => i.pair)).toEqual(['PAIR_LINK']);
  });
});
