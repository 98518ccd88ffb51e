import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { watchForNewBuild } from '@/lib/build-watcher.ts';
import { watchDialogFocusReturn } from '@/lib/dialog-focus-return.ts';
import { useTitleReset } from '@/lib/document-title.ts';
import { notify } from '@/lib/toast.ts';
import { NewBuildNotice } from './new-build-notice.tsx';

/**
 * The root of every page: the new-build watcher, scroll restoration, the title's reset and the
 * return of focus from closed dialogs.
 */
export function RootShell() {
  useTitleReset(useLocation().pathname);
  useEffect(() => watchDialogFocusReturn(), []);
  useEffect(
    () =>
      watchForNewBuild(__BUILD_ID__, () => {
        notify.info(<NewBuildNotice />, { toastId: 'new-build', autoClose: false });
      }),
    [],
  );
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
