import type { TMyRegistration } from '@campusflow/contracts';
import { Alert, Group, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { LoadError } from '@/components/query-state.tsx';
import { WaitingRoomGate } from '@/features/waiting-room/gate/waiting-room-gate.tsx';
import { myRegistrationQuery } from '../registration-api.ts';
import { LateWindowNotice, RegistrationBlockers } from './registration-blockers.tsx';
import { RegistrationForm } from './registration-form.tsx';
import {
  PeriodSummary,
  RegistrationStateBadge,
  RegistrationStatus,
} from './registration-status.tsx';

function PageSkeleton() {
  return (
    <Stack gap="sm" aria-label="Loading">
      <Skeleton height={18} width="60%" />
      <Skeleton height={64} />
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} height={44} radius="sm" />
      ))}
    </Stack>
  );
}

function Loaded(props: { data: TMyRegistration }) {
  const { blockers, period, registration, proposal } = props.data;
  const blocked = blockers.length > 0;
  // A save remounts the form (its key is the saved registration), so the button pressed is gone
  // or disabled: focus goes to the new state instead of dropping to the page body (issue 20).
  const status = useRef<HTMLDivElement>(null);
  const focusAfterSave = useRef(false);
  const savedAt = registration?.updatedAt;
  useEffect(() => {
    if (savedAt && focusAfterSave.current) {
      focusAfterSave.current = false;
      status.current?.focus();
    }
  }, [savedAt]);
  const onSaved = () => {
    focusAfterSave.current = true;
  };
  return (
    <Stack gap="md">
      {(period && proposal) || registration ? (
        <Stack gap="md" ref={status} tabIndex={-1} role="region" aria-label="Registration status">
          {period && proposal ? (
            <Group justify="space-between" gap="xs">
              <PeriodSummary period={period} level={proposal.level} />
              <RegistrationStateBadge state={registration?.state ?? null} />
            </Group>
          ) : null}
          <RegistrationStatus registration={registration} />
        </Stack>
      ) : null}
      {blocked ? (
        <RegistrationBlockers blockers={blockers} period={period} />
      ) : period ? (
        <LateWindowNotice period={period} />
      ) : null}
      {proposal && proposal.courses.length === 0 ? (
        <Alert color="gray">
          No courses are set for your level this semester yet. Contact your department.
        </Alert>
      ) : proposal && blocked && registration ? (
        // Blocked with a registration (closed after approval, say): the courses, read only.
        <RegistrationForm
          key={registration.updatedAt}
          proposal={proposal}
          registration={registration}
          periodId={period?.id ?? 'none'}
          readOnly
        />
      ) : proposal && !blocked ? (
        // Open: in a rush the form waits for the student's turn in the queue.
        <WaitingRoomGate room="registration">
          <RegistrationForm
            key={registration?.updatedAt ?? 'new'}
            proposal={proposal}
            registration={registration}
            periodId={period?.id ?? 'none'}
            readOnly={false}
            onSaved={onSaved}
          />
        </WaitingRoomGate>
      ) : null}
    </Stack>
  );
}

/** `student/course-registration`: this semester's courses, chosen, saved and submitted. */
export function CourseRegistrationPage() {
  const query = useQuery(myRegistrationQuery());
  return (
    <Stack gap={0}>
      <PageHeader
        title="Course registration"
        description="Choose this semester's courses and submit them to your HOD for approval."
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
