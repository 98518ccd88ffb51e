import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of the officer's review of an application; `empty` says there is none. */
export function Section(props: { title: string; empty?: string | false; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={4}>{props.title}</Title>
      {props.empty ? (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      ) : (
        props.children
      )}
    </Stack>
  );
}

/** One labelled answer of the applicant's, or a dash. */
export function Fact(props: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm">{props.children || '—'}</Text>
    </div>
  );
}
