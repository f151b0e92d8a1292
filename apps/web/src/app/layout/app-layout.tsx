import { Suspense, useEffect, useRef, useState } from 'react';
import { Box, CircularProgress, CssBaseline, ThemeProvider, Toolbar, useMediaQuery } from '@mui/material';
import { Navigate, Outlet, useLocation } from 'react-router';
import { menuOf } from '@console/contract';
import { useConsoleTheme } from '../../lib/console-theme';
import { useLabels } from '../../lib/labels';
import { useConsoleState } from '../../lib/session-store';
import { isOwnerAreaPath } from '../../lib/navigation';
import { Footer } from './footer';
import { Header } from './header';
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

/**
 * Header, side menu, page and footer, with the navigation rules of 000 section 2.1. Below the md
 * breakpoint the menu is a temporary drawer opened by the header's button.
 */
function AppFrame({ headerLogo, footerLogo }: { headerLogo: string | null; footerLogo: string | null }) {
  const { session, owner, mark } = useConsoleState();
  const { pathname, state } = useLocation();
  const t = useLabels('MENU');
  // Right after signing in, focus goes to the page itself, not back to the top of the document.
  const main = useRef<HTMLElement>(null);
  const signedIn = (state as { signedIn?: boolean } | null)?.signedIn === true;
  useEffect(() => {
    if (signedIn) main.current?.focus();
  }, [signedIn]);
  const narrow = useMediaQuery((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The phone's drawer opens here, right after the header and outside the page, so the header stays
  // usable (its button closes the drawer) while the page behind is inert.
  const [drawerHost, setDrawerHost] = useState<HTMLElement | null>(null);
  if (!session) return <Navigate to="/login" replace />;
  if (mark && isOwnerAreaPath(pathname)) return <Navigate to="/discount" replace />;
  const sections = menuOf(session, owner?.ownerType);
  // No menu on the owner list (000 section 2.1), nor for a user with no screen to go to.
  const hasMenu = pathname.toLowerCase() !== '/ownerlisting' && sections.length > 0;
  const showMenu = hasMenu && !narrow && menuOpen;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Header
        session={session}
        logo={headerLogo}
        showMenuButton={hasMenu}
        menuOpen={narrow ? drawerOpen : menuOpen}
        onToggleMenu={() => (narrow ? setDrawerOpen((o) => !o) : setMenuOpen((o) => !o))}
      />
      <Box ref={setDrawerHost} />
      {hasMenu && (
        <SideMenu
          sections={sections}
          temporary={narrow}
          container={drawerHost}
          open={narrow ? drawerOpen : menuOpen}
          onClose={() => setDrawerOpen(false)}
        />
      )}
      <Box
        inert={narrow && drawerOpen}
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          minWidth: 0,
          maxWidth: showMenu ? `calc(100% - ${MENU_WIDTH}px)` : '100%',
        }}
      >
        <Toolbar />
        <Box
          component="main"
          ref={main}
          tabIndex={-1}
          sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, minWidth: 0, outline: 'none' }}
        >
          <Suspense fallback={<CircularProgress aria-label={t('LOADING')} />}>
            <Outlet />
          </Suspense>
        </Box>
        <Footer logo={footerLogo} />
      </Box>
    </Box>
  );
}
