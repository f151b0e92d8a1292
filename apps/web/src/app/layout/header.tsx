import { AppBar, Box, IconButton, LinearProgress, Toolbar, Tooltip, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import LogoutIcon from '@mui/icons-material/Logout';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { Session } from '@console/contract';
import { useLabels } from '../../lib/labels';
import { LanguageSwitch } from '../../features/localisation/language-switch';

interface HeaderProps {
  session: Session;
  logo: string | null;
  showMenuButton: boolean;
  /** Whether the side menu (or, on a phone, its drawer) is open: the button says so. */
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function Header({ session, logo, showMenuButton, menuOpen, onToggleMenu }: HeaderProps) {
  const t = useLabels('MENU');
  const busy = useIsFetching() + useIsMutating() > 0;
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 1, sm: 1.5 } }}>
        {showMenuButton && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('TOGGLE_MENU')}
            aria-expanded={menuOpen}
            onClick={onToggleMenu}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={RouterLink}
          to="/"
          sx={{
            display: 'flex',
            alignItems: 'center',
            color: 'inherit',
            textDecoration: 'none',
            gap: 1,
            minWidth: 0,
          }}
        >
          <Box
            component="img"
            src={logo ?? '/favicon.svg'}
            alt={`${session.ownerName} logo`}
            sx={{ height: 32, maxWidth: { xs: 96, sm: 160 }, objectFit: 'contain', flexShrink: 0 }}
          />
          <Typography
            variant="h6"
            component="span"
            noWrap
            sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }}
          >
            {session.ownerName}
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitch />
        {/* Below sm the user's name gives way, so logout stays on a 390 px phone. */}
        <Box sx={{ textAlign: 'right', lineHeight: 1.2, display: { xs: 'none', sm: 'block' }, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {session.userName}
          </Typography>
          <Typography variant="caption">{session.orgName}</Typography>
        </Box>
        <Tooltip title={t('LOGOUT')}>
          <IconButton color="inherit" component={RouterLink} to="/logout" aria-label={t('LOGOUT')}>
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      </Toolbar>
      {busy && (
        <LinearProgress
          color="secondary"
          aria-label={t('LOADING')}
          sx={{ position: 'absolute', bottom: 0, left: 0, right: 0, height: 3 }}
        />
      )}
    </AppBar>
  );
}
