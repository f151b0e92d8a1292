import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { mayOpen, type RouteDef } from '@console/contract';
import { landingPath } from '../lib/navigation';
import { useConsoleState } from '../lib/session-store';
import { NotFoundPage } from './pages';

interface ScreenGuardProps {
  screen: RouteDef;
  /**
   * What a user who may not open the screen gets: the not-found page (the default, as for an address
   * that does not exist), or their own landing page (the owner list, the root of every breadcrumb).
   */
  refused?: 'not-found' | 'landing';
  children: ReactNode;
}

/**
 * Opens a screen only for the users its declaration allows (ROUTES in the contract, the same rule the
 * side menu and the server's calls follow), acting on the owner they picked.
 */
export function ScreenGuard({ screen, refused = 'not-found', children }: ScreenGuardProps) {
  const { session, owner } = useConsoleState();
  if (!session) return null;
  if (mayOpen(screen, session, owner?.ownerType)) return children;
  if (refused === 'landing') return <Navigate to={landingPath(session)} replace />;
  return <NotFoundPage />;
}
