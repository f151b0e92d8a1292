import { Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { ROUTES } from '@console/contract';
import { setUnauthenticatedHandler } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { LogoutRoute } from './logout-route';
import { AppLayout, LoginPage, NotFoundPage, OrganisationDetailsPage, PAGES, SetPasswordPage } from './pages';
import { ScreenGuard } from './screen-guard';

/** A call answering 401 clears the session (in the API client) and shows /login without a reload. */
function UnauthenticatedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthenticatedHandler(() => {
      queryClient.clear();
      void navigate('/login', { replace: true });
    });
  }, [navigate]);
  return null;
}

/** Routes of 000 section 2.1 (history mode, base /): one per screen of ROUTES, behind its guard. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <UnauthenticatedRedirect />
      <Suspense fallback={null}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/logout" element={<LogoutRoute />} />
          <Route path="/setpassword" element={<SetPasswordPage />} />
          <Route path="/" element={<AppLayout />}>
            <Route index element={<Navigate to="/ownerlisting" replace />} />
            {(Object.keys(PAGES) as (keyof typeof ROUTES)[]).map((key) => {
              const Page = PAGES[key];
              return (
                <Route
                  key={key}
                  path={ROUTES[key].path.slice(1)}
                  element={
                    <ScreenGuard screen={ROUTES[key]} refused={key === 'ownerList' ? 'landing' : 'not-found'}>
                      <Page />
                    </ScreenGuard>
                  }
                />
              );
            })}
            {/* 002 section 2: /orgdetails and /manageOrgDetails are both the organisation details screen. */}
            {['orgdetails', 'manageOrgDetails'].map((path) => (
              <Route
                key={path}
                path={path}
                element={
                  <ScreenGuard screen={ROUTES.organisations}>
                    <OrganisationDetailsPage />
                  </ScreenGuard>
                }
              />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
