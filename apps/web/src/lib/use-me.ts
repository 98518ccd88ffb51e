import type { TMe } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import { sessionQuery } from './session.ts';

/**
 * The signed-in user inside the dashboard. The dashboard's loader checked the session; the
 * query cache then keeps it current (a new passport photo, a verified address).
 */
export function useMe(): TMe {
  const fromLoader = useRouteLoaderData('dashboard') as TMe | undefined;
  if (!fromLoader) throw new Error('useMe() outside the dashboard');
  const { data } = useQuery({ ...sessionQuery, initialData: fromLoader });
  return data ?? fromLoader;
}
