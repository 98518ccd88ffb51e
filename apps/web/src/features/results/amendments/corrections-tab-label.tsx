import { Badge, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { amendmentsQuery } from '../amendments-api.ts';
import { waitsFor } from './amendment-lines.ts';

/** "Corrections", with how many of the department's wait for the head. */
export function CorrectionsTabLabel(props: { departmentId: string }) {
  const open = useQuery(amendmentsQuery('open'));
  const waiting = (open.data?.items ?? []).filter(
    (a) => a.departmentId === props.departmentId && waitsFor(a, 'hod'),
  ).length;
  return (
    <Group gap={6} wrap="nowrap">
      Corrections
      {waiting > 0 ? (
        <Badge size="sm" circle data-testid="corrections-waiting">
          {waiting}
        </Badge>
      ) : null}
    </Group>
  );
}
