import { Anchor, Button, Card, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { LoadError } from '@/components/query-state.tsx';
import { ReturnSheetDialog } from '../review/return-sheet-dialog.tsx';
import { SheetReviewLoader } from '../review/sheet-review-loader.tsx';
import { sheetHistoryQuery, sheetReviewQuery } from '../review-api.ts';
import { SheetHistoryTimeline } from './sheet-history-timeline.tsx';

/**
 * `examOfficer/course-scores/{sheetId}`: one course's sheet with its distribution, flags and
 * history; an HOD-approved sheet can go back to the lecturer with a reason.
 */
export function CourseScoresPage() {
  const { id: sheetId = '' } = useParams();
  const review = useQuery(sheetReviewQuery(sheetId));
  const history = useQuery(sheetHistoryQuery(sheetId));
  const [returning, setReturning] = useState(false);
  const sheet = review.data?.sheet;
  return (
    <Stack gap="md">
      <PageHeader
        title="Course scores"
        description={
          sheet ? (
            <Anchor component={Link} to={`/dashboard/examOfficer/department/${sheet.departmentId}`}>
              {review.data?.departmentName} results
            </Anchor>
          ) : undefined
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <SheetReviewLoader
            query={review}
            actions={(r) =>
              r.sheet.state === 'hod_approved' ? (
                <Button variant="light" color="orange" onClick={() => setReturning(true)}>
                  Return to lecturer
                </Button>
              ) : null
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder padding="md">
            <Title order={4} fz="md" mb="sm">
              History
            </Title>
            {history.isPending ? (
              <Skeleton height={120} />
            ) : history.isError ? (
              <LoadError error={history.error} onRetry={() => void history.refetch()} />
            ) : (
              <SheetHistoryTimeline items={history.data.items} />
            )}
            <Text size="xs" c="dimmed" mt="sm">
              Every step is kept in the audit log.
            </Text>
          </Card>
        </Grid.Col>
      </Grid>
      {sheet ? (
        <ReturnSheetDialog
          sheetId={sheet.id}
          courseCode={sheet.code}
          opened={returning}
          onClose={() => setReturning(false)}
        />
      ) : null}
    </Stack>
  );
}
