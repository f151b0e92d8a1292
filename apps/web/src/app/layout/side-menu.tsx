import { useId } from 'react';
import {
  Box,
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Toolbar,
} from '@mui/material';
import { NavLink } from 'react-router';
import type { MenuSection } from '@console/contract';
import { useLabels } from '../../lib/labels';

export const MENU_WIDTH = 280;

interface SideMenuProps {
  sections: MenuSection[];
  open: boolean;
  /** Below the md breakpoint the menu is a temporary drawer over the page, closed after each choice. */
  temporary: boolean;
  /** Where the temporary drawer opens (beside the header, not over it); the page's body by default. */
  container?: HTMLElement | null;
  onClose: () => void;
}

/** One section: its caption, then a list whose every child is a list item (WCAG 1.3.1). */
function Section({ section, onNavigate }: { section: MenuSection; onNavigate?: () => void }) {
  const t = useLabels('MENU');
  const id = useId();
  return (
    <Box>
      <ListSubheader id={id} component="div">
        {t(section.label)}
      </ListSubheader>
      <List dense aria-labelledby={id} disablePadding sx={{ pb: 1 }}>
        {section.entries.map((entry) => (
          <ListItem key={entry.path} disablePadding>
            <ListItemButton
              component={NavLink}
              to={entry.path}
              onClick={onNavigate}
              sx={{ pl: 3, '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
            >
              <ListItemText primary={t(entry.label)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** The side menu of 000 section 2.3 (280 px): the screens the user may open (`menuOf` in the contract). */
export function SideMenu({ sections, open, temporary, container, onClose }: SideMenuProps) {
  const t = useLabels('MENU');
  const nav = (
    <nav aria-label={t('MAIN_MENU')}>
      {sections.map((section) => (
        <Section key={section.label} section={section} onNavigate={temporary ? onClose : undefined} />
      ))}
    </nav>
  );
  if (temporary)
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        container={container}
        // Focus moves into the drawer and back, but may go to the header, whose button closes it.
        ModalProps={{ keepMounted: false, disableEnforceFocus: true }}
        sx={{ '& .MuiDrawer-paper': { width: MENU_WIDTH, maxWidth: '85vw', boxSizing: 'border-box' } }}
      >
        {/* Under the header, which stays above it with the button that opened it. */}
        <Toolbar />
        {nav}
      </Drawer>
    );
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
      {nav}
    </Drawer>
  );
}
