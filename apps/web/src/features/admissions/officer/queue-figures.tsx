import { formatCount } from '@campusflow/contracts/format';
import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/query-state.tsx';
import { StatCard } from '@/components/stat-card.tsx';
import { stageLabels } from '../admission-labels.ts';
import { admissionsQueueQuery } from './officer-api.ts';

const page = '/dashboard/admissionOfficer/applicationRequest';

/**
 * The admission officer's queue at a glance: the applications awaiting a decision, then the
 * session's applications at each stage, each opening the list at that stage.
 */
export function QueueFigures() {
  const queue = useQuery(admissionsQueueQuery());
  if (queue.isError) {
    return <LoadError error={queue.error} onRetry={() => void queue.refetch()} />;
  }
  const data = queue.data;
  return (
    <SimpleGrid cols={{ base: 3, sm: 5, lg: 9 }} spacing="xs" data-testid="queue-figures">
      <StatCard
        label="Awaiting decision"
        value={data ? formatCount(data.awaitingDecision) : '…'}
        compact
        color={data && data.awaitingDecision > 0 ? 'orange' : undefined}
      />
      {(data?.byStage ?? []).map((s) => (
        <StatCard
          key={s.stage}
          label={stageLabels[s.stage]}
          value={formatCount(s.applications)}
          to={`${page}?stage=${s.stage}`}
          compact
        />
      ))}
    </SimpleGrid>
  );
}
