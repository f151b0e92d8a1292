import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { setUnauthenticatedHandler } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { LogoutRoute } from './logout-route';

// Each area loads on demand, so the login page carries only what it needs.
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const AppLayout = lazy(() => import('./layout/app-layout').then((m) => ({ default: m.AppLayout })));
const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));
const OwnerListPage = lazy(() =>
  import('../features/owners/owner-list-page').then((m) => ({ default: m.OwnerListPage })),
);
const OwnerSettingsPage = lazy(() =>
  import('../features/owners/owner-settings-page').then((m) => ({ default: m.OwnerSettingsPage })),
);
const MicroservicesPage = lazy(() =>
  import('../features/microservices/microservices-page').then((m) => ({ default: m.MicroservicesPage })),
);
const LanguagePage = lazy(() =>
  import('../features/localisation/language/language-page').then((m) => ({ default: m.LanguagePage })),
);
const LabelListPage = lazy(() =>
  import('../features/localisation/messages/label-list-page').then((m) => ({ default: m.LabelListPage })),
);
const ErrorListPage = lazy(() =>
  import('../features/localisation/messages/error-list-page').then((m) => ({ default: m.ErrorListPage })),
);
const CodeListPage = lazy(() =>
  import('../features/localisation/codes/code-list-page').then((m) => ({ default: m.CodeListPage })),
);
const ValueListPage = lazy(() =>
  import('../features/localisation/values/value-list-page').then((m) => ({ default: m.ValueListPage })),
);
const SubValueListPage = lazy(() =>
  import('../features/localisation/sub-values/sub-value-list-page').then((m) => ({
    default: m.SubValueListPage,
  })),
);

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

/** Routes of 000 section 2.1 (history mode, base /). */
export function AppRouter() {
  return (
    <BrowserRouter>
      <UnauthenticatedRedirect />
      <Suspense fallback={null}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/logout" element={<LogoutRoute />} />
          <Route path="/" element={<AppLayout />}>
            <Route index element={<Navigate to="/ownerlisting" replace />} />
            <Route path="ownerlisting" element={<OwnerListPage />} />
            <Route path="ownersettings" element={<OwnerSettingsPage />} />
            <Route path="microservices" element={<MicroservicesPage />} />
            <Route path="language" element={<LanguagePage />} />
            <Route path="label" element={<LabelListPage />} />
            <Route path="error" element={<ErrorListPage />} />
            <Route path="codelist" element={<CodeListPage />} />
            <Route path="valuelist" element={<ValueListPage />} />
            <Route path="valuesublist" element={<SubValueListPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
