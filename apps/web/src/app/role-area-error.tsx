import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ForbiddenNotice } from '@/components/forbidden-notice.tsx';
import type { TRoleAreaRefusal } from './guards.ts';
import { isOfflineFailure, OfflineNotice } from './offline-notice.tsx';

/**
 * The error element of the role areas: a page of a role the user does not hold says so inside
 * the dashboard. Any other error goes on to the root error page (thrown again, React hands it to
 * the next boundary up). A page that could not load offline says so, inside the dashboard.
 */
export function RoleAreaError() {
  const error = useRouteError();
  if (isOfflineFailure(error)) return <OfflineNotice />;
  if (isRouteErrorResponse(error) && error.status === 403) {
    const { areaRole } = error.data as TRoleAreaRefusal;
    return <ForbiddenNotice areaRole={areaRole} />;
  }
  throw error;
}
