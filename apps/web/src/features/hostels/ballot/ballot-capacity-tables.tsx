import { formatCount } from '@campusflow/contracts/format';
import type { TBallotState } from '@campusflow/contracts/hostel-ballot';
import { Badge, Table, Text } from '@mantine/core';
import { levelGroupLabels } from './ballot-labels.ts';

const genderLabel = { male: 'Male', female: 'Female' } as const;

/** Applications waiting for the draw, by gender and level group. */
export function PendingTable(props: { pending: TBallotState['pending'] }) {
  if (props.pending.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No application is waiting for the draw.
      </Text>
    );
  }
  const total = props.pending.reduce((sum, p) => sum + p.count, 0);
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Gender</Table.Th>
            <Table.Th>Level group</Table.Th>
            <Table.Th ta="right">Applications</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.pending.map((p) => (
            <Table.Tr key={`${p.gender}-${p.levelGroup}`}>
              <Table.Td>{genderLabel[p.gender]}</Table.Td>
              <Table.Td>{levelGroupLabels[p.levelGroup]}</Table.Td>
              <Table.Td ta="right">{formatCount(p.count)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={2}>Total</Table.Th>
            <Table.Th ta="right">{formatCount(total)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** What the draw can give: free beds and the places left in each quota, per hostel. */
export function HostelRoomTable(props: { hostels: TBallotState['hostels'] }) {
  if (props.hostels.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No active hostel yet: add hostels, rooms and bed spaces first.
      </Text>
    );
  }
  // The note stays outside the table's scroll box, so a phone reads it whole.
  return (
    <>
      <Table.ScrollContainer minWidth={520}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Hostel</Table.Th>
              <Table.Th ta="right">Free beds</Table.Th>
              <Table.Th ta="right">{levelGroupLabels.first_year}</Table.Th>
              <Table.Th ta="right">{levelGroupLabels.final_year}</Table.Th>
              <Table.Th ta="right">{levelGroupLabels.others}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.hostels.map((h) => (
              <Table.Tr key={h.id}>
                <Table.Td>
                  {h.name}{' '}
                  <Badge size="sm" variant="light" color={h.gender === 'male' ? 'blue' : 'grape'}>
                    {genderLabel[h.gender]}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{formatCount(h.freeBeds)}</Table.Td>
                <Table.Td ta="right">{formatCount(h.caps.firstYear)}</Table.Td>
                <Table.Td ta="right">{formatCount(h.caps.finalYear)}</Table.Td>
                <Table.Td ta="right">{formatCount(h.caps.others)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" mt={4}>
        Level-group columns: places left in each quota, as a share of the hostel's available beds.
      </Text>
    </>
  );
}
