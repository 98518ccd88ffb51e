import { Badge } from '@mantine/core';

const statusColours: Record<string, string> = {
  unpaid: 'red',
  partial: 'yellow',
  paid: 'green',
  completed: 'green',
  pending: 'blue',
  failed: 'red',
  abandoned: 'gray',
};

/** A payment or fee status as a coloured badge. */
export function StatusBadge(props: { status: string }) {
  return (
    <Badge color={statusColours[props.status] ?? 'gray'} variant="light">
      {props.status}
    </Badge>
  );
}
