import { Anchor, Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A section of the report: a title, an optional link to the list behind it, its figures. */
export function ReportCard(props: {
  title: string;
  link?: { to: string | null; label: string };
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        <Title order={3} fz="lg">
          {props.title}
        </Title>
        {props.link?.to ? (
          <Anchor component={Link} to={props.link.to} size="sm">
            {props.link.label} →
          </Anchor>
        ) : null}
      </Group>
      {props.children}
    </Card>
  );
}

/** What a section says when its area has nothing to count yet, instead of a zero. */
export function NothingYet(props: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {props.children}
    </Text>
  );
}
