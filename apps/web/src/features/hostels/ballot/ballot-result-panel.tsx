import { formatCount, formatDateTime } from '@campusflow/contracts/format';
import type { TBallotOutcome } from '@campusflow/contracts/hostel-ballot';
import { Alert, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListFooter } from '@/components/list-footer.tsx';
import { LoadError } from '@/components/query-state.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { type BallotResultFilters, ballotResultQuery, RESULT_PAGE_SIZE } from './ballot-api.ts';
import { BallotResultRows } from './ballot-result-rows.tsx';
import { BallotCheckCard, MyBallotOutcome } from './ballot-result-summary.tsx';

const outcomeFilters = [
  { value: 'all', label: 'All' },
  { value: 'held', label: 'Bed offered' },
  { value: 'unsuccessful', label: 'Not successful' },
];

/**
 * The published ballot result, as every student of the school (and the hostel admin) sees it:
 * the caller's own outcome, the seed and how to check the draw, and the ranked list. Shows
 * nothing in a session that allocates first come.
 */
export function BallotResultPanel() {
  const [filters, setFilters] = useState<BallotResultFilters>({ page: 1, q: '', outcome: null });
  const query = useQuery(ballotResultQuery(filters));
  if (query.isPending) return <Skeleton height={200} radius="md" />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const result = query.data;
  if (result.mode !== 'ballot') return null;
  if (!result.draw) {
    return (
      <Alert color="blue" variant="light" title="Hostel ballot">
        Beds this session are given by a ballot, drawn after applications close. Its seed and full
        result will be published here, so that anyone can check the draw was fair.
      </Alert>
    );
  }
  const { draw, rows } = result;
  return (
    <Stack gap="md">
      {result.mine ? <MyBallotOutcome row={result.mine} total={draw.total} /> : null}
      <BallotCheckCard draw={draw} />
      <Stack gap="xs">
        <Text fw={600}>
          All {formatCount(draw.total)} applications · drawn {formatDateTime(draw.drawnAt)}
        </Text>
        <Group align="flex-end" gap="sm">
          <SearchField
            placeholder="Rank, last 3 of matric no., first name"
            value={filters.q}
            onSearch={(q) => setFilters((f) => ({ ...f, q, page: 1 }))}
            w={{ base: '100%', xs: 300 }}
          />
          <SegmentedControl
            data={outcomeFilters}
            value={filters.outcome ?? 'all'}
            onChange={(v) =>
              setFilters((f) => ({
                ...f,
                page: 1,
                outcome: v === 'all' ? null : (v as TBallotOutcome),
              }))
            }
          />
        </Group>
        {rows.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            No application matches this search.
          </Text>
        ) : (
          <BallotResultRows rows={rows.items} />
        )}
        <ListFooter
          page={rows.page}
          limit={RESULT_PAGE_SIZE}
          total={rows.total}
          onPage={(page) => setFilters((f) => ({ ...f, page }))}
        />
      </Stack>
    </Stack>
  );
}
