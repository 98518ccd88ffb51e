import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

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
  if (query.isError) {
    return (
      <Alert color="red" title="This could not be loaded">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{query.error.message}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  if (props.isEmpty(query.data)) {
    return (
      <Alert color="gray" variant="light">
        {props.empty}
      </Alert>
    );
  }
  return <>{props.children(query.data)}</>;
}
