import { formatCount } from '@campusflow/contracts/format';
import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/query-state.tsx';
import { StatCard } from '@/components/stat-card.tsx';
import { examsQueueQuery } from './exams-api.ts';

/**
 * The exam officer's queues at a glance: score sheets still with lecturers or heads, sheets
 * approved and waiting to be published, corrections to decide, candidates still to score. The
 * lists behind them are the cards below on the same page.
 */
export function ExamsQueueFigures() {
  const queue = useQuery(examsQueueQuery());
  if (queue.isError) {
    return <LoadError error={queue.error} onRetry={() => void queue.refetch()} />;
  }
  const q = queue.data;
  const n = (value: number | undefined) => (q ? formatCount(value ?? 0) : '…');
  const sheets = q?.sheets.byState;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="xs" data-testid="exams-queue">
      <StatCard
        label="To publish"
        value={n(sheets?.hod_approved)}
        hint="Sheets approved by heads"
        color={(sheets?.hod_approved ?? 0) > 0 ? 'orange' : undefined}
      />
      <StatCard
        label="With lecturers or heads"
        value={n((sheets?.draft ?? 0) + (sheets?.submitted ?? 0))}
        hint={`${n(sheets?.submitted)} waiting on heads`}
      />
      <StatCard
        label="Published"
        value={n(sheets?.published)}
        hint={`of ${n(q?.sheets.total)} sheets`}
      />
      <StatCard
        label="Corrections"
        value={n(q?.corrections)}
        hint="Approved by heads, yours to decide"
        color={(q?.corrections ?? 0) > 0 ? 'orange' : undefined}
      />
      <StatCard
        label="Candidates to score"
        value={n(q?.entranceExams.unscored)}
        hint={`of ${n(q?.entranceExams.candidates)} in ${n(q?.entranceExams.exams)} exam${q?.entranceExams.exams === 1 ? '' : 's'}`}
      />
    </SimpleGrid>
  );
}
