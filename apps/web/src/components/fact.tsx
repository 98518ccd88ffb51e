import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A line of a checked document (a receipt, a course form): what it is, dimmed, and its value
 * (text, an amount or a badge) on the right.
 */
export function Fact(props: {
  label: string;
  hint?: string;
  children?: ReactNode;
  /** A value that brings its own element (an amount, a badge) instead of plain text. */
  value?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <div>
        <Text size="sm" c="dimmed">
          {props.label}
        </Text>
        {props.hint ? (
          <Text size="xs" c="dimmed">
            {props.hint}
          </Text>
        ) : null}
      </div>
      {props.value ?? (
        <Text size="sm" ta="right">
          {props.children}
        </Text>
      )}
    </Group>
  );
}
