import type { TGradeDistribution, TSheetReview } from '@campusflow/contracts';
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { SheetFlags } from './sheet-flags.tsx';
import { SheetLinesTable } from './sheet-lines-table.tsx';
import { SheetStateBadge } from './sheet-state-badge.tsx';

// The chart library loads with this panel only, never in the first download.
const GradeChart = lazy(() => import('./grade-chart.tsx'));

/** The course's earlier sessions taken as one class, for the chart's second series. */
function pooled(earlier: TSheetReview['earlier']): TGradeDistribution | null {
  if (earlier.length === 0) return null;
  const grades = new Map<string, number>();
  for (const e of earlier) {
    for (const g of e.distribution.grades)
      grades.set(g.grade, (grades.get(g.grade) ?? 0) + g.count);
  }
  const sum = (key: 'students' | 'graded' | 'absent' | 'blank' | 'incomplete') =>
    earlier.reduce((n, e) => n + e.distribution[key], 0);
  return {
    students: sum('students'),
    graded: sum('graded'),
    absent: sum('absent'),
    blank: sum('blank'),
    incomplete: sum('incomplete'),
    grades: [...grades].map(([grade, count]) => ({ grade, count })),
    meanTotal: null,
  };
}

function Count(props: { label: string; value: number | string; warn?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      <Text fw={700} fz="lg" c={props.warn ? 'orange' : undefined}>
        {props.value}
      </Text>
    </div>
  );
}

/**
 * A sheet as its reviewers see it: its counts, the flags, the grade distribution beside the
 * course's earlier sessions, and its lines read-only. `actions` are the reviewer's buttons.
 */
export function SheetReviewPanel(props: { review: TSheetReview; actions?: ReactNode }) {
  const { sheet, distribution: d, flags, earlier } = props.review;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Title order={3} fz="lg">
            {sheet.code} · {sheet.title}
          </Title>
          <Text size="sm" c="dimmed">
            {props.review.departmentName} · {props.review.sessionName}, semester {sheet.semester} ·{' '}
            {sheet.units} units
          </Text>
        </div>
        <SheetStateBadge state={sheet.state} />
      </Group>
      {sheet.returnReason && sheet.state === 'draft' ? (
        <Text size="sm">
          Returned: <em>{sheet.returnReason}</em>
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
        <Count label="Students" value={d.students} />
        <Count label="Graded" value={d.graded} />
        <Count label="ABS" value={d.absent} />
        <Count label="Blank" value={d.blank + d.incomplete} warn={d.blank + d.incomplete > 0} />
        <Count label="Mean" value={d.meanTotal ?? '—'} />
      </SimpleGrid>
      <SheetFlags flags={flags} />
      <Card withBorder padding="sm">
        <Text size="sm" fw={600} mb="xs">
          Grade distribution (share of students)
        </Text>
        <Suspense fallback={<Skeleton height={220} />}>
          <GradeChart distribution={d} earlier={pooled(earlier)} />
        </Suspense>
        <Text size="xs" c="dimmed" mt="xs">
          {earlier.length === 0
            ? 'No earlier published sheet of this course to compare with.'
            : `Compared with ${earlier
                .map(
                  (e) =>
                    `${e.sessionName} (mean ${e.distribution.meanTotal ?? '—'}, ${e.distribution.graded} graded)`,
                )
                .join(', ')}.`}
        </Text>
      </Card>
      {props.actions ? <Group gap="xs">{props.actions}</Group> : null}
      <SheetLinesTable lines={sheet.lines} caMax={sheet.caMax} examMax={sheet.examMax} />
    </Stack>
  );
}
