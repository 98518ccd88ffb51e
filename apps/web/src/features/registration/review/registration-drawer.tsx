import type { TReviewDetail } from '@campusflow/contracts';
import { formatCount, formatDateTime } from '@campusflow/contracts/format';
import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { reviewDetailQuery, useApprove } from '../review-api.ts';
import { ReturnDialog } from './return-dialog.tsx';
import { categoryLabels, stateLabels } from './review-labels.ts';

function Fact(props: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      {/* A long e-mail address wraps inside its cell instead of running into the next. */}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {props.children || '—'}
      </Text>
    </div>
  );
}

function CourseTable(props: { detail: TReviewDetail }) {
  const { detail } = props;
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="xs" data-testid="registration-courses">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Course</Table.Th>
            <Table.Th visibleFrom="xs">Category</Table.Th>
            <Table.Th ta="right">Units</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.courses.map((c) => (
            <Table.Tr key={c.courseId}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {c.code}
                </Text>
                <Text size="xs" c="dimmed">
                  {c.title}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="xs">{categoryLabels[c.category] ?? c.category}</Table.Td>
              <Table.Td ta="right">{c.units}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>Total</Table.Th>
            <Table.Th visibleFrom="xs" />
            <Table.Th ta="right">{formatCount(detail.totalUnits)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One registration as the head reviews it: the student, the courses, approve or return. */
function RegistrationReview(props: { id: string; departmentId: string }) {
  const query = useQuery(reviewDetailQuery(props.id));
  const [confirming, setConfirming] = useState(false);
  const [returning, setReturning] = useState(false);
  const approve = useApprove(props.departmentId, () => setConfirming(false));
  if (query.isPending) return <Skeleton height={320} />;
  if (query.isError) {
    return (
      <Alert color="red" title="This registration could not be loaded">
        {query.error.message}
      </Alert>
    );
  }
  const d = query.data;
  const state = stateLabels[d.state];
  const student = d.student;
  return (
    <Stack gap="md" data-testid="registration-review">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fw={700} size="lg">
            {student.name}
          </Text>
          <Text size="sm" c="dimmed">
            {student.matricNumber ?? 'No matric number'} · {d.level} level
          </Text>
        </div>
        <Badge color={state.color}>{state.label}</Badge>
      </Group>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
        <Fact label="Programme">{student.programmeName}</Fact>
        <Fact label="Units allowed">
          {student.minUnits} to {student.maxUnits}
        </Fact>
        <Fact label="Submitted">{formatDateTime(d.submittedAt)}</Fact>
        <Fact label="E-mail">{student.email}</Fact>
        {d.reviewedAt ? (
          <Fact label="Last reviewed">
            {formatDateTime(d.reviewedAt)}
            {d.reviewedByName ? ` by ${d.reviewedByName}` : ''}
          </Fact>
        ) : null}
      </SimpleGrid>
      {d.state === 'returned' && d.returnReason ? (
        <Alert color="orange" title="Returned to the student">
          {d.returnReason}
        </Alert>
      ) : null}
      {d.state === 'draft' ? (
        <Alert color="gray">The student has not submitted this registration yet.</Alert>
      ) : null}
      <CourseTable detail={d} />
      {d.state === 'submitted' || d.state === 'approved' ? (
        <Group justify="flex-end" gap="xs">
          <Button color="orange" variant="light" onClick={() => setReturning(true)}>
            Return
          </Button>
          {d.state === 'submitted' ? (
            <Button color="green" onClick={() => setConfirming(true)}>
              Approve
            </Button>
          ) : null}
        </Group>
      ) : null}
      <ConfirmDialog
        opened={confirming}
        title="Approve this registration?"
        confirmLabel="Approve"
        busy={approve.isPending}
        onConfirm={() => approve.mutate([d.id])}
        onClose={() => setConfirming(false)}
      >
        {student.name} will be able to download the course form for these {d.courses.length} courses
        ({d.totalUnits} units).
      </ConfirmDialog>
      <ReturnDialog
        key={returning ? 'open' : 'closed'}
        registrationId={d.id}
        studentName={student.name}
        opened={returning}
        onClose={() => setReturning(false)}
      />
    </Stack>
  );
}

export function RegistrationDrawer(props: {
  id: string | null;
  departmentId: string;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={props.id !== null}
      onClose={props.onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title="Course registration"
    >
      {props.id ? <RegistrationReview id={props.id} departmentId={props.departmentId} /> : null}
    </Drawer>
  );
}
