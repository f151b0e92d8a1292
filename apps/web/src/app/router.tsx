import { createBrowserRouter, Navigate } from 'react-router';
import { setUnauthenticatedHandler } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { AppLayout } from './layout/app-layout';
import { LogoutRoute } from './logout-route';
import { NotFoundPage } from './not-found-page';

/** Routes of 000 section 2.1 (history mode, base /); each area's screens load on demand. */
export const router = createBrowserRouter([
  { path: '/login', lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }) },
  { path: '/logout', Component: LogoutRoute },
  {
    path: '/',
    Component: AppLayout,
    children: [
      { index: true, element: <Navigate to="/ownerlisting" replace /> },
      { path: 'ownerlisting', lazy: async () => ({ Component: (await import('../features/owners/owner-list-page')).OwnerListPage }) },
      { path: 'ownersettings', lazy: async () => ({ Component: (await import('../features/owners/owner-settings-page')).OwnerSettingsPage }) },
      { path: '*', Component: NotFoundPage },
    ],
  },
]);

setUnauthenticatedHandler(() => {
  queryClient.clear();
  void router.navigate('/login', { replace: true });
});
