import type { TJobSummary } from '@campusflow/contracts';
import { formatCount } from '@campusflow/contracts/format';
import { jobStates } from '@campusflow/contracts/jobs';
import { Paper, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { jobStateLabels } from './job-state.ts';

/** One card per state with its count; a card filters the list to that state (again: all). */
export function JobStateCards(props: {
  summary: TJobSummary | undefined;
  selected: string;
  onSelect: (state: string | null) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="md">
      {jobStates.map((state) => {
        const { label, color } = jobStateLabels[state];
        const active = props.selected === state;
        return (
          <UnstyledButton
            key={state}
            onClick={() => props.onSelect(active ? null : state)}
            aria-pressed={active}
          >
            <Paper
              withBorder
              p="sm"
              radius="md"
              style={{
                borderColor: active ? `var(--mantine-color-${color}-6)` : undefined,
                borderWidth: active ? 2 : undefined,
              }}
            >
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {label}
              </Text>
              {props.summary ? (
                <Text
                  size="xl"
                  fw={700}
                  c={state === 'failed' && props.summary.counts.failed > 0 ? 'red' : undefined}
                >
                  {formatCount(props.summary.counts[state])}
                </Text>
              ) : (
                <Skeleton height={28} mt={4} width="50%" />
              )}
            </Paper>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
