import type { TMyAccommodation } from '@campusflow/contracts/hostels';
import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header.tsx';
import { LoadError } from '@/components/query-state.tsx';
import { WaitingRoomGate } from '@/features/waiting-room/gate/waiting-room-gate.tsx';
import { BallotResultPanel } from '../ballot/ballot-result-panel.tsx';
import { ApplicationCard } from './application-card.tsx';
import { ApplyCard } from './apply-card.tsx';
import { HostelBlockers } from './hostel-blockers.tsx';
import { endedStates } from './hostel-labels.ts';
import { myAccommodationQuery } from './student-hostel-api.ts';

function PageSkeleton() {
  return (
    <Stack gap="sm" aria-label="Loading">
      <Skeleton height={18} width="60%" />
      <Skeleton height={120} />
      <Skeleton height={64} />
      <Skeleton height={64} />
    </Stack>
  );
}

function Loaded({ data }: { data: TMyAccommodation }) {
  const application = data.application;
  const mayApply =
    data.blockers.length === 0 && (!application || endedStates.includes(application.state));
  return (
    <Stack gap="md">
      {application ? <ApplicationCard application={application} /> : null}
      {data.blockers.length > 0 && (!application || endedStates.includes(application.state)) ? (
        <HostelBlockers blockers={data.blockers} />
      ) : null}
      {mayApply ? (
        <WaitingRoomGate room="hostel">
          <ApplyCard data={data} />
        </WaitingRoomGate>
      ) : null}
      {data.rules?.ballot ? <BallotResultPanel /> : null}
    </Stack>
  );
}

/** `student/accomodation`: apply for a bed, pay for the hold, and print the allocation slip. */
export function StudentAccommodationPage() {
  const query = useQuery(myAccommodationQuery());
  return (
    <Stack gap={0}>
      <PageHeader
        title="Accommodation"
        description={
          query.data?.session
            ? `Hostel accommodation for ${query.data.session.name}.`
            : 'Hostel accommodation for this session.'
        }
      />
      {query.isPending ? (
        <PageSkeleton />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Loaded data={query.data} />
      )}
    </Stack>
  );
}
