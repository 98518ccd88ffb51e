import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { watchForNewBuild } from '@/lib/build-watcher.ts';
import { watchDialogFocusReturn } from '@/lib/dialog-focus-return.ts';
import { useTitleReset } from '@/lib/document-title.ts';
import { notify } from '@/lib/toast.ts';
import { ErrorPage } from './error-page.tsx';
import { NewBuildNotice } from './new-build-notice.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RouteLoading } from './route-loading.tsx';
import { useScrollRestoration } from './scroll-restoration.ts';
import { useSessionEventsNavigator } from './session-events.ts';

const errorPage = (error: unknown) => <ErrorPage error={error} />;

/**
 * The root of every page: the error page for a page that fails, the loading bar while the first
 * page's code and data arrive, the new-build watcher, scroll restoration, the title's reset, the
 * return of focus from closed dialogs, and the navigation the session events use.
 */
export function RootShell() {
  const { pathname } = useLocation();
  useTitleReset(pathname);
  useScrollRestoration();
  useSessionEventsNavigator(useNavigate());
  useEffect(() => watchDialogFocusReturn(), []);
  useEffect(
    () =>
      watchForNewBuild(__BUILD_ID__, () => {
        notify.info(<NewBuildNotice />, { toastId: 'new-build', autoClose: false });
      }),
    [],
  );
  return (
    <RouteErrorBoundary pathname={pathname} fallback={errorPage}>
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
