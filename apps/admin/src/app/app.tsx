import { useNotificationProvider } from '@refinedev/antd';
import { Authenticated, CanAccess, Refine, useGetIdentity } from '@refinedev/core';
import routerProvider, { DocumentTitleHandler, UnsavedChangesNotifier } from '@refinedev/react-router';
import { App as AntdApp } from 'antd';
import { Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import type { StaffProfile } from '../api/staff-session';
import { AdminLayout } from '../layout/admin-layout';
import { homePath } from '../layout/menu';
import { AccountPage } from '../pages/account-page';
import { LoginPage } from '../pages/login-page';
import { ForbiddenPage, NotFoundPage } from '../pages/status-pages';
import { PasswordPage } from '../pages/password-page';
import { TwoFactorPage } from '../pages/two-factor-page';
import { accessControlProvider } from '../providers/access-control';
import { createAuthProvider } from '../providers/auth-provider';
import { adminDataProvider } from '../providers/data-provider';
import { createI18nProvider } from '../providers/i18n-provider';
import { AREAS } from './areas';
import { PageLoading } from './lazy-page';
import { PreferencesProvider } from './preferences';
import { SiteScopeProvider } from './site-scope';

/** A page only for roles whose call serves it; the others see why not. */
const Guarded = ({
  resource,
  action,
  children,
}: {
  resource: string;
  action: string;
  children: ReactNode;
}) => (
  <CanAccess resource={resource} action={action} fallback={<ForbiddenPage />}>
    {children}
  </CanAccess>
);

function Home() {
  const { data: staff, isLoading } = useGetIdentity<StaffProfile>();
  return isLoading ? null : <Navigate to={homePath(staff?.role)} replace />;
}

/** Refine's view of the areas' resources: where each one's list, show, create and edit pages are. */
const REFINE_RESOURCES = [...new Set(AREAS.flatMap((area) => area.pages.map((page) => page.resource)))].map(
  (name) => {
    const pages = AREAS.flatMap((area) => area.pages).filter((page) => page.resource === name);
    const at = (action: string) => pages.find((page) => page.action === action)?.path;
    return { name, list: at('list'), show: at('show'), create: at('create'), edit: at('edit') };
  },
);

function Console() {
  const { i18n, t } = useTranslation();
  const i18nProvider = useMemo(() => createI18nProvider(i18n), [i18n]);
  const authProvider = useMemo(() => createAuthProvider((key, options) => t(key, options)), [t]);
  return (
    <Refine
      dataProvider={adminDataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      routerProvider={routerProvider}
      notificationProvider={useNotificationProvider}
      resources={REFINE_RESOURCES}
      options={{
        syncWithLocation: true,
        warnWhenUnsavedChanges: true,
        // Money is never shown as moved before the server says so.
        mutationMode: 'pessimistic',
        // Nothing leaves for refine's servers (the CSP would refuse it anyway).
        disableTelemetry: true,
        reactQuery: {
          clientConfig: { defaultOptions: { queries: { retry: false, refetchOnWindowFocus: true } } },
        },
      }}
    >
      <Routes>
        <Route
          element={
            <Authenticated key="console">
              <SiteScopeProvider>
                <AdminLayout>
                  <Outlet />
                </AdminLayout>
              </SiteScopeProvider>
            </Authenticated>
          }
        >
          <Route index element={<Home />} />
          {AREAS.flatMap((area) => area.pages).map((page) => (
            <Route
              key={page.path}
              path={page.path}
              element={
                <Guarded resource={page.resource} action={page.action}>
                  <Suspense fallback={<PageLoading />}>{page.element}</Suspense>
                </Guarded>
              }
            />
          ))}
          <Route path="/account" element={<AccountPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        {(['', 'expired', 'signed-out'] as const).map((notice) => (
          <Route
            key={notice}
            path={notice ? `/login/${notice}` : '/login'}
            element={
              <Authenticated key={`login-${notice}`} fallback={<LoginPage notice={notice || undefined} />}>
                <Home />
              </Authenticated>
            }
          />
        ))}
        <Route path="/password" element={<PasswordPage />} />
        <Route path="/two-factor" element={<TwoFactorPage />} />
      </Routes>
      <UnsavedChangesNotifier />
      <DocumentTitleHandler />
    </Refine>
  );
}

export function App() {
  return (
    <BrowserRouter basename="/admin">
      <PreferencesProvider>
        <AntdApp>
          <Console />
        </AntdApp>
      </PreferencesProvider>
    </BrowserRouter>
  );
}
