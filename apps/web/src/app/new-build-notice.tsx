import { Button, Group, Text } from '@mantine/core';

export function NewBuildNotice() {
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Text size="sm" c="inherit">
        A new version of Campusflow is available.
      </Text>
      <Button
        size="compact-sm"
        variant="white"
        flex="none"
        onClick={() => window.location.reload()}
      >
        Reload
      </Button>
    </Group>
  );
}
