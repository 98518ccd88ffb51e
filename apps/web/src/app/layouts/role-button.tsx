import { roleLabels, type TRoleKey } from '@campusflow/contracts/constants';
import { Button } from '@mantine/core';
import type { MenuButtonProps } from '@/components/menu-on-demand.tsx';

export type RoleChoice = { roles: TRoleKey[]; selected: TRoleKey };

/** The role menu's button: the role the user works as now. */
export function RoleButton({ roles: _roles, selected, ...button }: RoleChoice & MenuButtonProps) {
  return (
    <Button variant="light" size="xs" aria-label="Switch role" {...button}>
      {roleLabels[selected]}
    </Button>
  );
}
