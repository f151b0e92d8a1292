import { getContrastRatio } from '@mui/material/styles';
import type { LabelCode } from '@console/contract';
import { buildTheme, type Colours } from './theme';

/** WCAG 2.1 AA for text of normal size (1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;

export interface ContrastIssue {
  pair: LabelCode<'OWNER_SET'>;
  /** Contrast ratio, e.g. 1.12 for 1.12:1. */
  ratio: number;
}

/**
 * The colour pairs of an owner's theme whose text falls below 4.5:1: the header text on the header,
 * the text the console puts on primary and secondary buttons, text on the page and on cards, links and
 * error messages on cards.
 */
export function contrastIssues(colours: Colours): ContrastIssue[] {
  const { palette } = buildTheme(colours);
  const paper = palette.background.paper;
  const pairs: Array<[ContrastIssue['pair'], string, string]> = [
    ['PAIR_HEADER', colours.headerText, colours.primary],
    ['PAIR_PRIMARY_BUTTON', palette.primary.contrastText, colours.primary],
    ['PAIR_SECONDARY_BUTTON', palette.secondary.contrastText, colours.secondary],
    ['PAIR_BODY', colours.text, colours.bodyBackground],
    ['PAIR_CARD', colours.text, paper],
    ['PAIR_LINK', colours.primary, paper],
    ['PAIR_ERROR', colours.error, paper],
  ];
  return pairs
    .map(([pair, text, background]) => ({
      pair,
      ratio: getContrastRatio(text, background),
    }))
    .filter((p) => p.ratio < MIN_TEXT_CONTRAST);
}
