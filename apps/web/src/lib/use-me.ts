import type { TMe, TRoleKey } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import { roleToActAs } from './selected-role.ts';
import { sessionQuery } from './session.ts';

/**
 * The signed-in user inside the dashboard. The dashboard's loader checked the session; the
 * query cache then keeps it current (a new passport photo, a verified address).
 *
 * When the session ends (the answer becomes null), the API client has already told the app,
 * which signs the user out and goes to /login (app/session-events.ts); until that navigation
 * lands, the page keeps rendering the last known user instead of failing.
 */
export function useMe(): TMe {
  const fromLoader = useRouteLoaderData('dashboard') as TMe | undefined;
  if (!fromLoader) throw new Error('useMe() outside the dashboard');
  const { data } = useQuery({ ...sessionQuery, initialData: fromLoader });
  return data ?? fromLoader;
}

/** The role the signed-in user acts as on this page (the one sent to the API), or null. */
export function useActingRole(): TRoleKey | null {
  return roleToActAs(useMe());
}
