import type { TUnsubscribeState } from '@campusflow/contracts/messaging-campaigns';
import { Alert, Button, Card, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { notifyError } from '@/lib/toast.ts';
import { messagingApi, unsubscribeQuery, useSetUnsubscribeState } from '../messaging-api.ts';

function Choice(props: { token: string; state: TUnsubscribeState }) {
  const { token, state } = props;
  const setState = useSetUnsubscribeState();
  const change = useMutation({
    mutationFn: (subscribed: boolean) => messagingApi.setSubscription({ token, subscribed }),
    onSuccess: (next) => setState(token, next),
    onError: (error) => notifyError(error),
  });
  return (
    <Card
      withBorder
      padding="lg"
      data-testid="unsubscribe-state"
      data-subscribed={state.subscribed}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {state.schoolName} · {state.email}
        </Text>
        {state.subscribed ? (
          <>
            <Text>
              This address receives {state.schoolName}’s non-essential messages (reminders, news).
              Leave them?
            </Text>
            <Button color="red" loading={change.isPending} onClick={() => change.mutate(false)}>
              Stop non-essential mail
            </Button>
          </>
        ) : (
          <>
            <Alert color="green" variant="light" title="You will not receive non-essential mail">
              {state.schoolName} will no longer send this address reminders and news.
            </Alert>
            <Button
              variant="default"
              loading={change.isPending}
              onClick={() => change.mutate(true)}
            >
              Receive them again
            </Button>
          </>
        )}
        <Text size="xs" c="dimmed">
          Essential notices, such as a deadline or a result, concern your studies or your
          application: they are still sent, and cannot be left.
        </Text>
      </Stack>
    </Card>
  );
}

/** `/unsubscribe?token=…`: the link at the foot of each non-essential message; no sign-in. */
export function UnsubscribePage() {
  useDocumentTitle('E-mail preferences');
  const token = useSearchParams()[0].get('token') ?? '';
  const state = useQuery({ ...unsubscribeQuery(token), enabled: token !== '' });
  return (
    <Container size={480} py="xl">
      <Stack gap="md">
        <Title order={2}>E-mail preferences</Title>
        {token === '' || state.isError ? (
          <Alert color="red" title="This link is not valid">
            {state.error?.message ??
              'Open the link at the foot of a recent message from the school.'}
          </Alert>
        ) : state.data ? (
          <Choice token={token} state={state.data} />
        ) : (
          <Loader aria-label="Loading" />
        )}
      </Stack>
    </Container>
  );
}
