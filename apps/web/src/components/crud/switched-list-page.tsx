import { useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import type { LabelCode, ScreenId } from '@console/contract';
import { useLabels } from '../../lib/labels';
import { ListPage } from './list-page';

/** Screens whose captions name the page's breadcrumb: BREADCRUMB. */
type BreadcrumbScreen = {
  [S in ScreenId]: 'BREADCRUMB' extends LabelCode<S> ? S : never;
}[ScreenId];

/** One of a page's two lists: its title's caption, the caption of the switch to it, and the list. */
interface SwitchedList<S extends ScreenId> {
  title: LabelCode<S>;
  /** The caption of the switch that shows this list ('Show Outages' ...). */
  showLabel: LabelCode<S>;
  /** The list, given the switch to put in its toolbar. */
  List: ComponentType<{ toggle: ReactNode }>;
}

/**
 * The page component of a screen with two lists, one at a time (001 sections 2.2 and 2.3): the
 * screen's BREADCRUMB, the shown list's title, and a switch to the other list in the list's toolbar.
 */
export function switchedListPage<S extends BreadcrumbScreen>(
  screen: S,
  lists: [SwitchedList<S>, SwitchedList<S>],
) {
  return function Page() {
    const t = useLabels(screen) as (code: LabelCode<S> | 'BREADCRUMB') => string;
    const [second, setSecond] = useState(false);
    const { title, List } = lists[second ? 1 : 0];
    const other = lists[second ? 0 : 1];
    const toggle = (
      <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={() => setSecond(!second)}>
        {t(other.showLabel)}
      </Button>
    );
    return (
      <ListPage breadcrumb={t('BREADCRUMB')} title={t(title)}>
        <List key={second ? 'second' : 'first'} toggle={toggle} />
      </ListPage>
    );
  };
}
