import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ForbiddenNotice } from '@/components/forbidden-notice.tsx';
import type { TRoleAreaRefusal } from './guards.ts';

/**
 * The error element of the role areas: a page of a role the user does not hold says so inside
 * the dashboard. Any other error goes on to the root error page (thrown again, React hands it to
 * the next boundary up).
 */
export function RoleAreaError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    const { areaRole } = error.data as TRoleAreaRefusal;
    return <ForbiddenNotice areaRole={areaRole} />;
  }
  throw error;
}
