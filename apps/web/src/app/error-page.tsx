import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { isRequestError } from '../api/request-error';

export interface ErrorInfo {
  status: number;
  message: string;
}

/** Spec §2/§8: 404 reads "Page Not Found: {path}"; anything else is a 500 with the failure's message. */
export function describeError(error: unknown, pathname: string): ErrorInfo {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { status: 404, message: `Page Not Found: ${pathname}` };
    return { status: error.status, message: error.statusText || 'Internal Server Error' };
  }
  if (isRequestError(error))
    return { status: error.status && error.status >= 500 ? error.status : 500, message: error.message };
  if (error instanceof Error) return { status: 500, message: error.message };
  return { status: 500, message: 'Internal Server Error' };
}

export function errorTitle(status: number): string {
  return status === 404 ? 'Page Not Found' : 'Internal Server Error';
}

export function ErrorPage({ status, message }: ErrorInfo) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="error-page"
      className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center sm:py-28"
    >
      {/* React hoists this into <head> while the error shows and removes it afterwards. */}
      <meta name="robots" content="noindex" />
      <p
        data-testid="error-status"
        className="bg-gradient-to-b from-primary to-primary/30 bg-clip-text text-7xl font-black tracking-tighter text-transparent sm:text-8xl"
      >
        {status}
      </p>
      <h1 data-testid="error-title" className="mt-4 text-2xl font-bold text-ink sm:text-3xl">
        {errorTitle(status)}
      </h1>
      <p data-testid="error-message" className="mt-3 font-mono text-sm break-all text-ink-faint">
        {message}
      </p>
      <p className="mt-4 text-sm text-ink-muted">
        {status === 404 ? t('error.notFoundHint') : t('error.serverHint')}
      </p>
      <Link
        to="/"
        reloadDocument={status !== 404}
        data-testid="error-home"
        className="mt-8 rounded-control bg-primary px-6 py-2.5 text-sm font-semibold text-on-primary transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {t('common.backHome')}
      </Link>
    </div>
  );
}

/** errorElement of the page routes: the error renders inside the site's layout. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  return <ErrorPage {...describeError(error, pathname)} />;
}

/** errorElement of the root: the site itself failed to load, so there is no layout to render into. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const info = describeError(error, pathname);
  // No site title is known when the site itself failed; name the error instead of "Loading…".
  useEffect(() => {
    document.title = errorTitle(info.status);
  }, [info.status]);
  return (
    <div className="min-h-dvh bg-canvas text-ink">
      <ErrorPage {...info} />
    </div>
  );
}
