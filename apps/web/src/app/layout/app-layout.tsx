import { Suspense, useState } from 'react';
import { Box, CircularProgress, CssBaseline, ThemeProvider, Toolbar } from '@mui/material';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useConsoleTheme } from '../../lib/console-theme';
import { useConsoleState } from '../../lib/session-store';
import { isOwnerAreaPath } from '../../lib/navigation';
import { Footer } from './footer';
import { Header } from './header';
import { visibleMenu } from './menu';
import { MENU_WIDTH, SideMenu } from './side-menu';

/** The signed-in frame, themed with the current owner's colours. */
export function AppLayout() {
  const { theme, headerLogo, footerLogo } = useConsoleTheme();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppFrame headerLogo={headerLogo} footerLogo={footerLogo} />
    </ThemeProvider>
  );
}

/** Header, side menu, page and footer, with the navigation rules of 000 section 2.1. */
function AppFrame({ headerLogo, footerLogo }: { headerLogo: string | null; footerLogo: string | null }) {
  const { session, mark } = useConsoleState();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(true);
  if (!session) return <Navigate to="/login" replace />;
  if (mark && isOwnerAreaPath(pathname)) return <Navigate to="/discount" replace />;
  // No menu on the owner list (000 section 2.1), nor for a user with no screen to go to.
  const hasMenu = pathname.toLowerCase() !== '/ownerlisting' && visibleMenu(session).length > 0;
  const showMenu = menuOpen && hasMenu;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Header
        session={session}
        logo={headerLogo}
        showMenuButton={hasMenu}
        onToggleMenu={() => setMenuOpen((o) => !o)}
      />
      {hasMenu && <SideMenu session={session} open={showMenu} />}
      <Box
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          minWidth: 0,
          maxWidth: showMenu ? `calc(100% - ${MENU_WIDTH}px)` : '100%',
        }}
      >
        <Toolbar />
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
          <Suspense fallback={<CircularProgress aria-label="Loading" />}>
            <Outlet />
          </Suspense>
        </Box>
        <Footer logo={footerLogo} />
      </Box>
    </Box>
  );
}
