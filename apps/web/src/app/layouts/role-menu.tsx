import { roleLabels, type TRoleKey } from '@campusflow/contracts/constants';
import { Menu } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { storeSelectedRole } from '@/lib/selected-role.ts';
import { forgetUserQueries } from '@/lib/session.ts';
import { roleHome } from '../navigation.ts';
import { RoleButton, type RoleChoice } from './role-button.tsx';

/** The role menu itself, loaded when first wanted (role-switcher.tsx): open when it first draws. */
export default function RoleMenu({ roles, selected }: RoleChoice) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choose = (role: TRoleKey) => {
    storeSelectedRole(role);
    // Data fetched under the previous role may not be visible to the new one.
    forgetUserQueries(queryClient);
    void navigate(roleHome(role));
  };
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <RoleButton roles={roles} selected={selected} />
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
