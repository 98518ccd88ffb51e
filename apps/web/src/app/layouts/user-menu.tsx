import type { TSessionUser } from '@campusflow/contracts';
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { signOut } from '@/features/identity/auth/sign-out.ts';
import { notifyError } from '@/lib/toast.ts';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

export function UserMenu({ user }: { user: TSessionUser }) {
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
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="User menu">
          <Avatar radius="xl" color="blue" size={34}>
            {initialsOf(user.name)}
          </Avatar>
        </UnstyledButton>
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
