import type { TSessionUser } from '@campusflow/contracts';
import { Menu } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { signOut } from '@/features/identity/auth/sign-out.ts';
import { notifyError } from '@/lib/toast.ts';
import { UserButton } from './user-button.tsx';

/** The user menu itself, loaded when first wanted (user-menu.tsx): open when it first draws. */
export default function UserMenuDropdown({ user }: { user: TSessionUser }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = async () => {
    try {
      await signOut();
    } catch (error) {
      notifyError(error);
    }
    queryClient.clear();
    void navigate('/login', { replace: true });
  };
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <UserButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.name}</Menu.Label>
        <Menu.Item component={Link} to="/dashboard/general/user-profile">
          My profile
        </Menu.Item>
        <Menu.Item component={Link} to="/dashboard/general/passport">
          Passport photo
        </Menu.Item>
        <Menu.Item component={Link} to="/dashboard/settings">
          Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void logout()}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
