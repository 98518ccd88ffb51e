import type { TSchoolSummary } from '@campusflow/contracts';
import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}

export function SchoolCard({ school }: { school: TSchoolSummary }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={school.logo} alt="" radius="md" size="lg" color="blue">
          {initials(school.name)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{school.name}</Text>
            <Text span size="xs" fw={700} c="blue.9" bg="blue.0" px={6} style={{ borderRadius: 4 }}>
              {school.code}
            </Text>
          </Group>
          {school.address ? (
            <Text size="sm" c="dimmed">
              {school.address}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
