import type { TSessionUser } from '@campusflow/contracts';
import { Avatar, Group, Text } from '@mantine/core';
import { BrandMark } from './brand.tsx';

/** The school's logo and name in the top bar (the platform's for app admins). */
export function SchoolBadge({ user }: { user: TSessionUser }) {
  const name = user.schoolName ?? 'Campusflow';
  return (
    <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
      {user.schoolLogo ? (
        <Avatar src={user.schoolLogo} alt="" radius="sm" size={32} />
      ) : (
        <BrandMark size={32} />
      )}
      <Text fw={600} truncate="end" style={{ minWidth: 0 }}>
        {name}
      </Text>
    </Group>
  );
}
