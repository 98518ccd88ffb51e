import type { TSheetReview } from '@campusflow/contracts';
import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/query-state.tsx';
import { SheetReviewPanel } from './sheet-review-panel.tsx';

/** The sheet under review once loaded; a skeleton of the panel before, the error if it failed. */
export function SheetReviewLoader(props: {
  query: UseQueryResult<TSheetReview>;
  actions: (review: TSheetReview) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending) {
    return (
      <Stack gap="xs" aria-label="Loading">
        <Skeleton height={32} />
        <Skeleton height={220} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <SheetReviewPanel review={query.data} actions={props.actions(query.data)} />;
}
