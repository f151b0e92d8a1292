import { Fragment, useState, type ReactNode } from 'react';
import { Button } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { ListPage } from './list-page';

/** One of a page's two lists: its title, the switch's caption to it, and the list given the switch. */
interface SwitchedList {
  title: string;
  /** The caption of the switch that shows this list ('Show Outages' ...). */
  showLabel: string;
  list: (toggle: ReactNode) => ReactNode;
}

/**
 * A list page with two lists, one at a time (001 sections 2.2 and 2.3): the shown list's title, and a
 * switch to the other list that the list puts in its toolbar.
 */
export function SwitchedListPage({
  breadcrumb,
  lists,
}: {
  breadcrumb: string;
  lists: [SwitchedList, SwitchedList];
}) {
  const [second, setSecond] = useState(false);
  const shown = lists[second ? 1 : 0];
  const other = lists[second ? 0 : 1];
  const toggle = (
    <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={() => setSecond(!second)}>
      {other.showLabel}
    </Button>
  );
  return (
    <ListPage breadcrumb={breadcrumb} title={shown.title}>
      <Fragment key={second ? 'second' : 'first'}>{shown.list(toggle)}</Fragment>
    </ListPage>
  );
}
