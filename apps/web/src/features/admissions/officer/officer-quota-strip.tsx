import type { TQuotaRow } from '@campusflow/contracts';
import { Paper, Progress, SimpleGrid, Text } from '@mantine/core';

/** Quota of each programme against places taken (offers standing, accepted, enrolled). */
export function QuotaStrip(props: { items: TQuotaRow[] }) {
  if (props.items.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" data-testid="quota-strip">
      {props.items.map((q) => {
        const taken = q.offers + q.accepted;
        return (
          <Paper withBorder p="xs" radius="sm" key={q.programmeId}>
            <Text size="sm" fw={500} truncate>
              {q.programmeName}
            </Text>
            <Text size="xs" c="dimmed">
              {q.quota > 0 ? `${taken} of ${q.quota} places` : `${taken} taken, no quota`} ·{' '}
              {q.offers} offered, {q.accepted} accepted
            </Text>
            {q.quota > 0 ? (
              <Progress
                mt={6}
                value={Math.min(100, (taken / q.quota) * 100)}
                color={taken >= q.quota ? 'red' : 'teal'}
                aria-label={`${q.programmeName}: ${taken} of ${q.quota} places taken`}
              />
            ) : null}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
