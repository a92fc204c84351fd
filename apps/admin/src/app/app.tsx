import { useNotificationProvider } from '@refinedev/antd';
import { Authenticated, CanAccess, Refine, useGetIdentity } from '@refinedev/core';
import routerProvider, { DocumentTitleHandler, UnsavedChangesNotifier } from '@refinedev/react-router';
import { App as AntdApp } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import type { StaffProfile } from '../api/staff-session';
import { MemberList } from '../features/members/member-list';
import { MemberShow } from '../features/members/member-show';
import { DepositQueue } from '../features/money/deposit-queue';
import { WithdrawalQueue } from '../features/money/withdrawal-queue';
import { AdminLayout } from '../layout/admin-layout';
import { homePath } from '../layout/menu';
import { AccountPage } from '../pages/account-page';
import { LoginPage } from '../pages/login-page';
import { ForbiddenPage, NotFoundPage } from '../pages/status-pages';
import { TwoFactorPage } from '../pages/two-factor-page';
import { accessControlProvider } from '../providers/access-control';
import { createAuthProvider } from '../providers/auth-provider';
import { adminDataProvider } from '../providers/data-provider';
import { createI18nProvider } from '../providers/i18n-provider';
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

const RESOURCES = [
  { name: 'members', list: '/members', show: '/members/:id' },
  { name: 'deposits', list: '/deposits' },
  { name: 'withdrawals', list: '/withdrawals' },
];

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
      resources={RESOURCES}
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
          <Route
            path="/members"
            element={
              <Guarded resource="members" action="list">
                <MemberList />
              </Guarded>
            }
          />
          <Route
            path="/members/:id"
            element={
              <Guarded resource="members" action="show">
                <MemberShow />
              </Guarded>
            }
          />
          <Route
            path="/deposits"
            element={
              <Guarded resource="deposits" action="list">
                <DepositQueue />
              </Guarded>
            }
          />
          <Route
            path="/withdrawals"
            element={
              <Guarded resource="withdrawals" action="list">
                <WithdrawalQueue />
              </Guarded>
            }
          />
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
