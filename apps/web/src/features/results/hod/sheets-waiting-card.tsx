// Entry for other areas: the head of department's home links each department to its score
// sheets (app/feature-boundaries.test.ts lists it).
import { useQuery } from '@tanstack/react-query';
import { QueueLinkCard } from '@/components/queue-link-card.tsx';
import { departmentSheetsQuery } from '../review-api.ts';

/** A card to `hod/results/{id}` saying how many score sheets wait for the head's approval. */
export function SheetsWaitingCard(props: { departmentId: string }) {
  const waiting = useQuery(departmentSheetsQuery(props.departmentId, { state: 'submitted' }));
  return (
    <QueueLinkCard
      label="Score sheets"
      to={`/dashboard/hod/results/${props.departmentId}`}
      count={waiting.data?.total}
      pending={waiting.isPending}
      failed={waiting.isError}
      noun="waiting for approval"
      fallback="Open the score sheets"
      testId="sheets-waiting-card"
    />
  );
}
