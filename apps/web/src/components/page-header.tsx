import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/document-title.ts';

/** Title, one line of explanation and the page's main actions. */
export function PageHeader(props: { title: string; description?: ReactNode; actions?: ReactNode }) {
  useDocumentTitle(props.title);
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <Stack gap={2}>
        <Title order={2}>{props.title}</Title>
        {props.description ? (
          <Text size="sm" c="dimmed">
            {props.description}
          </Text>
        ) : null}
      </Stack>
      {props.actions ? <Group gap="xs">{props.actions}</Group> : null}
    </Group>
  );
}
