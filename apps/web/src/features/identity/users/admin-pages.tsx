import { useMe } from '@/lib/use-me.ts';
import { UsersPage } from './users-page.tsx';

export function AdminUsersPage() {
  return <UsersPage platform={false} me={useMe().user} />;
}

export function AppAdminUsersPage() {
  return <UsersPage platform me={useMe().user} />;
}
