// Entry for other areas: the head of department's home links each department to its queue of
// course registrations (app/feature-boundaries.test.ts lists it).
import { formatCount } from '@campusflow/contracts/format';
import { useQuery } from '@tanstack/react-query';
import { QueueLinkCard } from '@/components/queue-link-card.tsx';
import { reviewOverviewQuery } from '../review-api.ts';

/** A card to `hod/registeredCourses/{id}` saying how many registrations wait for the head. */
export function RegistrationQueueCard(props: { departmentId: string }) {
  const overview = useQuery(reviewOverviewQuery(props.departmentId));
  const notRegistered = overview.data?.notRegistered;
  return (
    <QueueLinkCard
      label="Course registrations"
      to={`/dashboard/hod/registeredCourses/${props.departmentId}`}
      count={overview.data?.counts.submitted}
      pending={overview.isPending}
      failed={overview.isError}
      noun="waiting for approval"
      fallback="Open the registrations"
      extra={notRegistered ? ` · ${formatCount(notRegistered)} not registered` : ''}
      testId="registration-queue-card"
    />
  );
}
