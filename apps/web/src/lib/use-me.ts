import type { TMe, TRoleKey } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { roleToActAs } from './selected-role.ts';
import { sessionQuery } from './session.ts';

/** The signed-in user as the guard of the page found them (app/guard-routes.tsx). */
export const MeContext = createContext<TMe | null>(null);

/**
 * The signed-in user, on a page behind a signed-in guard (the dashboard, /select-dashboard).
 * The guard checked the session; the query cache then keeps it current (a new passport photo,
 * a verified address).
 *
 * When the session ends (the answer becomes null), the API client has already told the app,
 * which signs the user out and goes to /login (app/session-events.ts); until that navigation
 * lands, the page keeps rendering the last known user instead of failing.
 */
export function useMe(): TMe {
  const fromGuard = useContext(MeContext);
  if (!fromGuard) throw new Error('useMe() outside a signed-in guard');
  const { data } = useQuery({ ...sessionQuery, initialData: fromGuard });
  return data ?? fromGuard;
}

/** The role the signed-in user acts as on this page (the one sent to the API), or null. */
export function useActingRole(): TRoleKey | null {
  return roleToActAs(useMe());
}
