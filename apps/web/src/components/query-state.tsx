import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { ForbiddenNotice } from './forbidden-notice.tsx';

/**
 * A read that failed: the API's message and a way to ask again; or, when the API refused the
 * role (403), that the page is for another role, with no retry since asking again cannot help.
 */
export function LoadError(props: { error: Error; onRetry: () => void; maw?: number }) {
  if (props.error instanceof ApiError && props.error.status === 403) {
    return <ForbiddenNotice reason={props.error.message} maw={props.maw} />;
  }
  return (
    <Alert color="red" title="This could not be loaded" maw={props.maw}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{props.error.message}</Text>
        <Button size="xs" variant="white" color="red" onClick={props.onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * The three states of a loaded list besides "has data": loading (skeleton rows), failed
 * (the API's message and a retry), and empty (what to do next).
 */
export function QueryState<T>(props: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending) {
    return (
      <Stack gap="xs" aria-label="Loading">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={44} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (props.isEmpty(query.data)) {
    return (
      <Alert color="gray" variant="light">
        {props.empty}
      </Alert>
    );
  }
  return <>{props.children(query.data)}</>;
}
