import type { TMe } from '@campusflow/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ForbiddenNotice } from '@/components/forbidden-notice.tsx';
import { roleToActAs } from '@/lib/selected-role.ts';
import { sessionQuery } from '@/lib/session.ts';
import { MeContext, useMe } from '@/lib/use-me.ts';
import {
  areaRoleOf,
  dashboardRole,
  loginFor,
  needsPassport,
  roleAreaAccess,
  switchToRole,
} from './guards.ts';
import { isOfflineFailure, OfflineNotice } from './offline-notice.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/**
 * A guard's decision, made once per page when the user arrives on it, with the session from the
 * cache or asked for (the page waits: the loading bar on a first visit, the previous page
 * otherwise). What a guard remembers (the role to act as) is written then, not again while the
 * page shows: a session that ends on the page is the session events' to handle
 * (app/session-events.ts), and signing in on /login does not turn the guest guard around before
 * the login page sends the user where they were going.
 */
function useDecisionOnArrival<T>(decide: (me: TMe | null) => T): T {
  const { key } = useLocation();
  const { data } = useSuspenseQuery(sessionQuery);
  const taken = useRef<{ key: string; decision: T } | null>(null);
  if (taken.current?.key !== key) taken.current = { key, decision: decide(data) };
  return taken.current.decision;
}

/** Where the user is, with the query, for coming back after signing in. */
function usePathHere(): string {
  const { pathname, search } = useLocation();
  return pathname + search;
}

/*
 * The named guards of spec section 2, as the parent routes of the pages they guard. They are
 * for comfort: they send people to the right page, while the API enforces who may do what.
 */

/** Signed-in users only; others go to /login and come back afterwards. */
export function SignedIn() {
  const me = useDecisionOnArrival((session) => session);
  const here = usePathHere();
  if (!me) return <Navigate to={loginFor(here)} replace />;
  return (
    <MeContext.Provider value={me}>
      <Outlet />
    </MeContext.Provider>
  );
}

/** Signed-out visitors only (login, register, account setup); others go to /dashboard. */
export function GuestOnly() {
  const signedIn = useDecisionOnArrival((session) => !!session);
  if (signedIn) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/**
 * The dashboard: signed in, and acting as one of the user's roles. With no role chosen (or a
 * stored one the user does not hold), a page of a role area the user holds is opened as that
 * role; any other page asks for a choice.
 */
export function DashboardGuard() {
  const here = usePathHere();
  const { pathname } = useLocation();
  const { me, role } = useDecisionOnArrival((session) => ({
    me: session,
    role: session ? dashboardRole(session, pathname) : null,
  }));
  if (!me) return <Navigate to={loginFor(here)} replace />;
  if (!role) return <Navigate to="/select-dashboard" replace />;
  return (
    <MeContext.Provider value={me}>
      <Outlet />
    </MeContext.Provider>
  );
}

/** In place of a role area's page that could not load offline; other errors go on up. */
function roleAreaFailure(error: unknown) {
  if (isOfflineFailure(error)) return <OfflineNotice />;
  throw error;
}

/**
 * The pages of one role's dashboard area: refused, before any call to the API, to a user who
 * does not hold the role (the page says so, inside the dashboard); a user who holds it works as
 * it from here on. Decided again on every page, so crossing into another area is checked too.
 */
export function RoleAreaGuard() {
  const me = useMe();
  const { pathname } = useLocation();
  const areaRole = areaRoleOf(pathname);
  const refused = useDecisionOnArrival(() => {
    const access = areaRole ? roleAreaAccess(me, areaRole, roleToActAs(me)) : 'open';
    if (areaRole && access === 'switch') switchToRole(areaRole);
    return access === 'forbidden';
  });
  if (areaRole && refused) return <ForbiddenNotice areaRole={areaRole} />;
  return (
    <RouteErrorBoundary pathname={pathname} fallback={roleAreaFailure}>
      <Outlet />
    </RouteErrorBoundary>
  );
}

/** Students without a passport photo are sent to general/passport first (domain.md). */
export function PassportRequired() {
  const me = useMe();
  const withoutPhoto = useDecisionOnArrival(() => needsPassport(me));
  if (withoutPhoto) return <Navigate to="/dashboard/general/passport" replace />;
  return <Outlet />;
}
