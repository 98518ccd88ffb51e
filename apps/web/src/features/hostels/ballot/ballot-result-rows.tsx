import type { TBallotResultRow } from '@campusflow/contracts/hostel-ballot';
import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { levelGroupLabels, outcomeColors, outcomeLabels } from './ballot-labels.ts';

const mono = { fontFamily: 'var(--mantine-font-family-monospace)' };

/** A key cut to its first 12 digits: enough to find it in the CSV, which has it in full. */
const shortKey = (key: string) => `${key.slice(0, 12)}…`;

export function OutcomeBadge(props: { outcome: TBallotResultRow['outcome'] }) {
  return (
    <Badge color={outcomeColors[props.outcome]} variant="light">
      {outcomeLabels[props.outcome]}
    </Badge>
  );
}

/** The result as a table on wide screens, as cards on a phone; the caller's own row stands out. */
export function BallotResultRows(props: { rows: TBallotResultRow[] }) {
  return (
    <>
      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="right">Rank</Table.Th>
              <Table.Th>Student</Table.Th>
              <Table.Th>Matric no.</Table.Th>
              <Table.Th>Level</Table.Th>
              <Table.Th>Key</Table.Th>
              <Table.Th>Outcome</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.map((r) => (
              <Table.Tr
                key={r.applicationId}
                bg={r.mine ? 'var(--mantine-color-yellow-light)' : undefined}
                aria-current={r.mine ? 'true' : undefined}
              >
                <Table.Td ta="right">{r.rank}</Table.Td>
                <Table.Td>
                  {r.student}
                  {r.mine ? (
                    <Badge ml="xs" size="sm" color="yellow">
                      You
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td style={mono}>{r.matricNumber}</Table.Td>
                <Table.Td>{levelGroupLabels[r.levelGroup]}</Table.Td>
                <Table.Td style={mono} title={r.key}>
                  {shortKey(r.key)}
                </Table.Td>
                <Table.Td>
                  <OutcomeBadge outcome={r.outcome} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="xs" hiddenFrom="sm">
        {props.rows.map((r) => (
          <Card
            key={r.applicationId}
            withBorder
            padding="sm"
            bg={r.mine ? 'var(--mantine-color-yellow-light)' : undefined}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600}>
                #{r.rank} {r.student}
                {r.mine ? ' (you)' : ''}
              </Text>
              <OutcomeBadge outcome={r.outcome} />
            </Group>
            <Text size="xs" c="dimmed">
              {levelGroupLabels[r.levelGroup]} · <span style={mono}>{r.matricNumber}</span>
            </Text>
            <Text size="xs" c="dimmed" style={mono} title={r.key}>
              Key {shortKey(r.key)}
            </Text>
          </Card>
        ))}
      </Stack>
    </>
  );
}
