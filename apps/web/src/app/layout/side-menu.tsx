import { Drawer, List, ListItemButton, ListItemText, ListSubheader, Toolbar } from '@mui/material';
import { NavLink } from 'react-router';
import type { Session } from '@console/contract';
import { useLabels } from '../../lib/labels';
import { useConsoleState } from '../../lib/session-store';
import { visibleMenu } from './menu';

export const MENU_WIDTH = 280;

export function SideMenu({ session, open }: { session: Session; open: boolean }) {
  const t = useLabels('MENU');
  const { owner } = useConsoleState();
  const sections = visibleMenu(session, owner?.ownerType);
  return (
    <Drawer
      variant="persistent"
      open={open}
      sx={{
        width: open ? MENU_WIDTH : 0,
        flexShrink: 0,
        transition: 'width 200ms',
        '& .MuiDrawer-paper': { width: MENU_WIDTH, boxSizing: 'border-box' },
      }}
    >
      <Toolbar />
      <nav aria-label="Main menu">
        {sections.map((section) => (
          <List
            key={section.label}
            dense
            subheader={<ListSubheader component="div">{t(section.label)}</ListSubheader>}
          >
            {section.entries.map((entry) => (
              <ListItemButton
                key={entry.path}
                component={NavLink}
                to={entry.path}
                sx={{ pl: 3, '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
              >
                <ListItemText primary={t(entry.label)} />
              </ListItemButton>
            ))}
          </List>
        ))}
      </nav>
    </Drawer>
  );
}
