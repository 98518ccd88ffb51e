import { formatDateTime } from '@campusflow/contracts/format';
import type { THostelApplicationRow } from '@campusflow/contracts/hostel-admin';
import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { Amount } from '@/components/amount.tsx';
import { type RowAction, RowMenu } from '@/components/row-menu.tsx';
import { levelGroupLabels, stateColors, stateLabels } from './hostel-admin-labels.ts';

export type ApplicationAction = 'allocate' | 'confirm' | 'move' | 'vacate';

/** What the admin may do with an application in its state. */
function actionsFor(row: THostelApplicationRow, act: (a: ApplicationAction) => void): RowAction[] {
  const allocate = { label: 'Allocate a bed', onClick: () => act('allocate') };
  const confirm = { label: 'Allocate the held bed', onClick: () => act('confirm') };
  const move = { label: 'Move to another bed', onClick: () => act('move') };
  const vacate = { label: 'Vacate the bed', onClick: () => act('vacate'), danger: true };
  if (row.state === 'pending' || row.state === 'awaiting_bed') return [allocate];
  if (row.state === 'held') return [confirm, move, vacate];
  if (row.state === 'allocated') return [move, vacate];
  return [];
}

const placeText = (row: THostelApplicationRow) =>
  row.place
    ? `${row.place.hostel}, ${row.place.block}, room ${row.place.room}, bed ${row.place.bed}`
    : '—';

function StateBadge({ row }: { row: THostelApplicationRow }) {
  return (
    <Badge color={stateColors[row.state]} variant="light">
      {stateLabels[row.state]}
    </Badge>
  );
}

function When({ row }: { row: THostelApplicationRow }) {
  if (row.state === 'held' && row.heldUntil) return <>Held until {formatDateTime(row.heldUntil)}</>;
  if (row.allocatedAt && row.state === 'allocated')
    return <>Since {formatDateTime(row.allocatedAt)}</>;
  if (row.endedAt) return <>Ended {formatDateTime(row.endedAt)}</>;
  return <>Applied {formatDateTime(row.createdAt)}</>;
}

type ListProps = {
  rows: THostelApplicationRow[];
  onAction: (row: THostelApplicationRow, action: ApplicationAction) => void;
};

/** The applications as a table from the small breakpoint up, as cards on a phone. */
export function ApplicationList(props: ListProps) {
  return (
    <>
      <Stack gap="xs" hiddenFrom="sm">
        {props.rows.map((row) => (
          <ApplicationCard key={row.id} row={row} onAction={props.onAction} />
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={900} visibleFrom="sm">
        <Table striped highlightOnHover fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Student</Table.Th>
              <Table.Th>Level</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Bed space</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Payment</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.map((row) => {
              const actions = actionsFor(row, (a) => props.onAction(row, a));
              return (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {row.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.matricNumber ?? row.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {row.level}
                    <Text size="xs" c="dimmed">
                      {levelGroupLabels[row.levelGroup]}, {row.gender}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StateBadge row={row} />
                    <Text size="xs" c="dimmed" mt={2}>
                      <When row={row} />
                    </Text>
                  </Table.Td>
                  <Table.Td>{placeText(row)}</Table.Td>
                  <Table.Td ta="right">
                    {row.amountKobo === null ? '—' : <Amount kobo={row.amountKobo} />}
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" ff="monospace">
                      {row.paymentReference ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {actions.length > 0 ? <RowMenu label={row.name} actions={actions} /> : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

function ApplicationCard({
  row,
  onAction,
}: { row: THostelApplicationRow } & Pick<ListProps, 'onAction'>) {
  const actions = actionsFor(row, (a) => onAction(row, a));
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" fw={600}>
            {row.name}
          </Text>
          <Text size="xs" c="dimmed">
            {row.matricNumber ?? row.email} · {row.level} level · {row.gender}
          </Text>
        </div>
        {actions.length > 0 ? <RowMenu label={row.name} actions={actions} /> : null}
      </Group>
      <Group gap="xs" mt="xs">
        <StateBadge row={row} />
        {row.amountKobo === null ? null : <Amount kobo={row.amountKobo} size="xs" />}
      </Group>
      {row.place ? (
        <Text size="xs" mt={4}>
          {placeText(row)}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        <When row={row} />
        {row.paymentReference ? ` · ${row.paymentReference}` : ''}
      </Text>
    </Card>
  );
}
