import { Group, Pagination, Text } from '@mantine/core';

/** "41–60 of 230" and page buttons under a paginated list. */
export function ListFooter(props: {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(props.total / props.limit));
  const first = props.total === 0 ? 0 : (props.page - 1) * props.limit + 1;
  const last = Math.min(props.total, props.page * props.limit);
  return (
    <Group justify="space-between" mt="md" gap="xs">
      <Text size="sm" c="dimmed">
        {props.total === 0 ? 'Nothing to show' : `${first}–${last} of ${props.total}`}
      </Text>
      {pages > 1 ? (
        <Pagination
          size="sm"
          total={pages}
          value={props.page}
          onChange={props.onPage}
          siblings={1}
        />
      ) : null}
    </Group>
  );
}
