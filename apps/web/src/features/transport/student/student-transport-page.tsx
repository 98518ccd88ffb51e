import type { TMyTransport } from '@campusflow/contracts/transport';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header.tsx';
import { LoadError } from '@/components/query-state.tsx';
import { myTransportQuery } from './student-transport-api.ts';
import { SubscribeCard } from './subscribe-card.tsx';
import { SubscriptionCard } from './subscription-card.tsx';
import { endedSubscriptionStates } from './transport-labels.ts';

const titles: Record<TMyTransport['blockers'][number]['code'], string> = {
  not_enrolled: 'School transport is for enrolled students',
  no_session: 'School transport is not open',
  not_yet_open: 'Transport subscriptions are not open yet',
  closed: 'Transport subscriptions have closed',
};

function PageSkeleton() {
  return (
    <Stack gap="sm" aria-label="Loading">
      <Skeleton height={18} width="60%" />
      <Skeleton height={120} />
      <Skeleton height={64} />
    </Stack>
  );
}

function Loaded({ data }: { data: TMyTransport }) {
  const subscription = data.subscription;
  const ended = !subscription || endedSubscriptionStates.includes(subscription.state);
  return (
    <Stack gap="md">
      {subscription ? <SubscriptionCard subscription={subscription} /> : null}
      {ended
        ? data.blockers.map((b) => (
            <Alert
              key={b.code}
              color="yellow"
              title={titles[b.code]}
              data-testid={`transport-blocker-${b.code}`}
            >
              {b.message}
            </Alert>
          ))
        : null}
      {ended && data.blockers.length === 0 ? <SubscribeCard data={data} /> : null}
    </Stack>
  );
}

/** `student/transport`: subscribe to a route and stop, pay the fare, print the pass, cancel. */
export function StudentTransportPage() {
  const query = useQuery(myTransportQuery());
  return (
    <Stack gap={0}>
      <PageHeader
        title="Transport"
        description={
          query.data?.session
            ? `School transport for ${query.data.session.name}.`
            : 'School transport for this session.'
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
