import type { TPublishingSheet } from '@campusflow/contracts';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';

const stateBadge: Record<TPublishingSheet['state'], { label: string; color: string }> = {
  draft: { label: 'Not ready: draft', color: 'gray' },
  submitted: { label: 'Not ready: with the HOD', color: 'yellow' },
  hod_approved: { label: 'Ready to publish', color: 'blue' },
  published: { label: 'Published', color: 'green' },
};

/** The department's sheets of the semester: which are ready to publish and which are not. */
export function BroadsheetSheets(props: { sheets: TPublishingSheet[] }) {
  const ready = props.sheets.filter((s) => s.state === 'hod_approved').length;
  const waiting = props.sheets.filter((s) => s.state === 'draft' || s.state === 'submitted').length;
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Score sheets: {ready} ready, {waiting} not ready, {props.sheets.length - ready - waiting}{' '}
          published
        </Text>
        <Group gap="xs">
          {props.sheets.map((s) => (
            <Badge
              key={s.id}
              variant="light"
              color={stateBadge[s.state].color}
              title={`${s.title}: ${s.students} students`}
              style={{ textTransform: 'none' }}
            >
              {s.code} · {stateBadge[s.state].label}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
