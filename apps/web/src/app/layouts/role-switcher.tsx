import { roleLabels } from '@campusflow/contracts/constants';
import { Badge } from '@mantine/core';
import { menuOnDemand } from '@/components/menu-on-demand.tsx';
import { RoleButton, type RoleChoice } from './role-button.tsx';

const RoleMenu = menuOnDemand(() => import('./role-menu.tsx'), RoleButton);

/** Lets a user with several roles switch; with one role it only names it. */
export function RoleSwitcher({ roles, selected }: RoleChoice) {
  if (roles.length < 2) {
    return (
      <Badge variant="light" visibleFrom="sm">
        {roleLabels[selected]}
      </Badge>
    );
  }
  return <RoleMenu roles={roles} selected={selected} />;
}
