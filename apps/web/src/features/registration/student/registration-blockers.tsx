import type { TMyRegistration } from '@campusflow/contracts';
import { formatDate, formatDateTime, naira } from '@campusflow/contracts/format';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { feeTypeLabels } from '@/features/payments/labels/fee-types.ts';

type Blocker = TMyRegistration['blockers'][number];
type Period = TMyRegistration['period'];

const paths = {
  admission: '/dashboard/student',
  passport: '/dashboard/general/passport',
  fees: '/dashboard/student/fees-payment',
};

/** "Tuition and Late registration" */
const feeNames = (blocker: Blocker) =>
  (blocker.feeTypes ?? []).map((t) => feeTypeLabels[t]).join(' and ') || 'required';

function explain(
  blocker: Blocker,
  period: Period,
): { title: string; text: ReactNode; action?: { label: string; to: string } } {
  switch (blocker.code) {
    case 'not_enrolled':
      return {
        title: 'Course registration is for enrolled students',
        text: 'Accept your admission offer and get your matric number first. Your admission status shows what is left to do.',
        action: { label: 'See your admission status', to: paths.admission },
      };
    case 'no_period':
      return {
        title: 'Course registration has not been scheduled',
        text: 'No registration period is set for your programme and level this session yet. Check again later, or ask your department.',
      };
    case 'not_yet_open':
      return {
        title: 'Course registration is not open yet',
        text: period
          ? `It opens on ${formatDateTime(period.opensAt)} and closes on ${formatDateTime(period.closesAt)}.`
          : blocker.message,
      };
    case 'closed':
      return {
        title: 'Course registration has closed',
        text: period
          ? `It closed on ${formatDate(period.lateClosesAt ?? period.closesAt)}. If you still need to register, contact your department.`
          : blocker.message,
      };
    case 'passport_missing':
      return {
        title: 'Upload your passport photo first',
        text: 'Your course form carries your passport photo, so it is needed before you register.',
        action: { label: 'Upload your passport photo', to: paths.passport },
      };
    case 'fees_unpaid':
      return {
        title: 'Pay your fees first',
        text: `Course registration opens for you once these fees are paid: ${feeNames(blocker)}.`,
        action: { label: 'Go to your fees', to: paths.fees },
      };
  }
}

/** The late window's notice: the late fee is added and must be paid before registering. */
export function LateWindowNotice(props: { period: NonNullable<Period> }) {
  const { period } = props;
  if (period.window !== 'late') return null;
  return (
    <Alert color="orange" title="Late registration" data-testid="late-window">
      <Text size="sm">
        The normal period closed on {formatDate(period.closesAt)}. Late registration is open until{' '}
        {formatDate(period.lateClosesAt)}
        {period.lateFeeKobo
          ? `, with a late registration fee of ${naira(period.lateFeeKobo)} that must be paid before your courses can be registered.`
          : '.'}
      </Text>
      {period.lateFeeKobo ? (
        <Button component={Link} to={paths.fees} size="xs" mt="xs" variant="light" color="orange">
          Pay the late fee
        </Button>
      ) : null}
    </Alert>
  );
}

/** Why the student cannot register now, each reason with what to do about it. */
export function RegistrationBlockers(props: {
  blockers: TMyRegistration['blockers'];
  period: Period;
}) {
  return (
    <Stack gap="sm" data-testid="registration-blockers">
      {props.period ? <LateWindowNotice period={props.period} /> : null}
      {props.blockers.map((blocker) => {
        const { title, text, action } = explain(blocker, props.period);
        return (
          <Alert
            key={blocker.code}
            color={blocker.code === 'closed' || blocker.code === 'no_period' ? 'gray' : 'yellow'}
            title={title}
            data-testid={`blocker-${blocker.code}`}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{text}</Text>
              {action ? (
                <Button component={Link} to={action.to} size="xs">
                  {action.label}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}
