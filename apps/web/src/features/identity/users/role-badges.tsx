import { roleLabels, type TRoleKey } from '@campusflow/contracts/constants';
import { Badge, Group } from '@mantine/core';

export function RoleBadges({ roles }: { roles: TRoleKey[] }) {
  return (
    <Group gap={4}>
      {roles.map((role) => (
        <Badge key={role} variant="light" size="sm" radius="sm">
          {roleLabels[role]}
        </Badge>
      ))}
    </Group>
  );
}
