import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { watchForNewBuild } from '@/lib/build-watcher.ts';
import { notify } from '@/lib/toast.ts';
import { NewBuildNotice } from './new-build-notice.tsx';

/** The root of every page: the new-build watcher and scroll restoration. */
export function RootShell() {
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
