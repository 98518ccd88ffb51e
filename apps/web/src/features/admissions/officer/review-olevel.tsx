import type { TApplication } from '@campusflow/contracts';
import { Alert, Group, Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { OlevelBadge } from './decision-badges.tsx';
import { Section } from './review-section.tsx';

const CREDITS = new Set(['A1', 'B2', 'B3', 'C4', 'C5', 'C6']);

/** The automatic O'level check against the programme's rules, then each sitting's grades. */
export function ReviewOlevel(props: { app: TApplication }) {
  const { olevelCheck: check, olevelSittings } = props.app;
  return (
    <Section title="O’level results">
      <Alert color={check.meets ? 'green' : 'orange'} variant="light" p="xs">
        <Group gap="xs">
          <OlevelBadge meets={check.meets} />
          <Text size="sm">
            {check.credits} credits of {check.minCredits} needed · {check.sittings} sitting
            {check.sittings === 1 ? '' : 's'} of at most {check.maxSittings}
          </Text>
        </Group>
        {check.missingSubjects.length > 0 ? (
          <Text size="sm" mt={4}>
            No credit in: {check.missingSubjects.join(', ')}
          </Text>
        ) : null}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {olevelSittings.map((s) => (
          <Paper withBorder p="xs" radius="sm" key={`${s.examBody}-${s.examNumber}`}>
            <Text size="sm" fw={500}>
              {s.examBody} {s.year} · {s.examNumber}
            </Text>
            <Table verticalSpacing={2} fz="sm">
              <Table.Tbody>
                {s.subjects.map((row) => (
                  <Table.Tr key={row.subject}>
                    <Table.Td>{row.subject}</Table.Td>
                    <Table.Td ta="right" c={CREDITS.has(row.grade) ? undefined : 'red'}>
                      {row.grade}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  );
}
