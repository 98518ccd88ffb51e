import { roleLabels, type TRoleKey } from '@campusflow/contracts/constants';
import { Badge, Button, Menu } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { storeSelectedRole } from '@/lib/selected-role.ts';
import { roleHome } from '../navigation.ts';

/** Lets a user with several roles switch; with one role it only names it. */
export function RoleSwitcher({ roles, selected }: { roles: TRoleKey[]; selected: TRoleKey }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (roles.length < 2) {
    return (
      <Badge variant="light" visibleFrom="sm">
        {roleLabels[selected]}
      </Badge>
    );
  }
  const choose = (role: TRoleKey) => {
    storeSelectedRole(role);
    // Data fetched under the previous role may not be visible to the new one.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
    void navigate(roleHome(role));
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" size="xs" aria-label="Switch role">
          {roleLabels[selected]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Work as</Menu.Label>
        {roles.map((role) => (
          <Menu.Item key={role} onClick={() => choose(role)} disabled={role === selected}>
            {roleLabels[role]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
