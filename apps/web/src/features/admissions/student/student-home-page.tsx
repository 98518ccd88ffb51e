import type { TApplication } from '@campusflow/contracts';
import { missingPartLabels } from '@campusflow/contracts/admission-words';
import { formatDateTime, naira } from '@campusflow/contracts/format';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import {
  EnrolledStudentHome,
  useStudentHome,
} from '@/features/academics/student-home/enrolled-student-home.tsx';
import { usePayFee } from '@/features/payments/checkout/pay-fee.tsx';
import { notifyError } from '@/lib/toast.ts';
import { useMe } from '@/lib/use-me.ts';
import { stageLabels } from '../admission-labels.ts';
import {
  applicationFiles,
  useApplicationChange,
  useMyApplication,
  useRefreshMyApplication,
} from '../apply/application-api.ts';
import { ApplicationTracker } from '../apply/application-tracker.tsx';

function download(file: () => Promise<void>) {
  file().catch((error: unknown) => notifyError(error));
}

function StudentLinks() {
  const links = [
    ['Courses', '/dashboard/student/course-registration'],
    ['Fees', '/dashboard/student/fees-payment'],
    ['Results', '/dashboard/student/results'],
    ['Hostel', '/dashboard/student/accomodation'],
    ['Transport', '/dashboard/student/transport'],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
      {links.map(([label, to]) => (
        <Button key={to} component={Link} to={to ?? ''} variant="light">
          {label}
        </Button>
      ))}
    </SimpleGrid>
  );
}

function OfferCard(props: { application: TApplication }) {
  const { application } = props;
  const change = useApplicationChange();
  const payment = usePayFee(useRefreshMyApplication());
  const [confirming, setConfirming] = useState(false);
  const fee = application.fees.acceptance;
  const programme = application.offeredProgramme ?? application.firstChoice;
  return (
    <Card withBorder padding="md" data-testid="offer">
      <Stack gap="sm">
        <Title order={3} size="h4">
          You have been offered admission
        </Title>
        <Text>
          {programme.name}, {application.session.name} session.
        </Text>
        {fee ? (
          <Text size="sm">
            Acceptance fee {naira(fee.amount)}: {fee.paid ? 'paid' : 'to pay before you accept'}.
          </Text>
        ) : null}
        <Group gap="xs">
          <Button variant="default" onClick={() => download(applicationFiles.admissionLetter)}>
            Admission letter (PDF)
          </Button>
          {fee && !fee.paid ? (
            <Button loading={payment.busy} onClick={() => void payment.start(fee.feeId)}>
              Pay acceptance fee
            </Button>
          ) : null}
          <Button color="green" disabled={!!fee && !fee.paid} onClick={() => setConfirming(true)}>
            Accept offer
          </Button>
        </Group>
        {fee && !fee.paid ? (
          <Text size="sm" c="dimmed">
            Pay the acceptance fee first; then accept to receive your matric number.
          </Text>
        ) : null}
      </Stack>
      {payment.dialogs}
      <ConfirmDialog
        opened={confirming}
        title="Accept this offer?"
        confirmLabel="Accept"
        busy={change.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          change.mutate({ kind: 'accept' }, { onSuccess: () => setConfirming(false) })
        }
      >
        You accept admission into {programme.name}. Your matric number is issued at once.
      </ConfirmDialog>
    </Card>
  );
}

function NextStep(props: { application: TApplication }) {
  const { application: a } = props;
  switch (a.stage) {
    case 'draft':
      return (
        <Alert color="blue" title="Finish your application">
          {a.missing.length ? (
            <List size="sm" mb="sm">
              {a.missing.map((m) => (
                <List.Item key={m}>{missingPartLabels[m]}</List.Item>
              ))}
            </List>
          ) : null}
          <Button component={Link} to="/dashboard/student/apply" size="xs">
            Continue application
          </Button>
        </Alert>
      );
    case 'offered':
      return <OfferCard application={a} />;
    case 'enrolled':
    case 'accepted':
      return null;
    case 'rejected':
    case 'withdrawn':
      return (
        <Button component={Link} to="/dashboard/student/apply" variant="light" w="fit-content">
          Start a new application
        </Button>
      );
    default:
      return (
        <Alert color="blue" title={`Status: ${stageLabels[a.stage]}`}>
          {a.screening.result === 'passed' ? 'You passed screening. ' : ''}
          {a.exam?.score !== null && a.exam?.published
            ? `Your entrance exam score: ${a.exam.score} of ${a.exam.maxScore}. `
            : ''}
          The school will e-mail you at each decision.
        </Alert>
      );
  }
}

function ExamCard(props: { application: TApplication }) {
  const exam = props.application.exam;
  if (!exam || !['screening', 'entrance_exam', 'submitted'].includes(props.application.stage)) {
    return null;
  }
  return (
    <Card withBorder padding="md">
      <Stack gap={6}>
        <Text fw={600}>{exam.title}</Text>
        <Text size="sm">
          Exam number <b>{exam.examNumber}</b> · {formatDateTime(exam.startsAt)} · {exam.venue} ·{' '}
          {exam.durationMinutes} minutes
        </Text>
        <Button
          variant="default"
          w="fit-content"
          onClick={() => download(applicationFiles.examSlip)}
        >
          Exam slip (PDF)
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * `student`: an enrolled student (an enrollment with a matric number) gets the student's home
 * of academics; anyone else the applicant's home.
 */
export function StudentHomePage() {
  const home = useStudentHome();
  if (home.isPending) return <Skeleton height={240} maw={960} />;
  if (home.isError) return <Alert color="red">{home.error.message}</Alert>;
  const { enrollment } = home.data;
  if (enrollment) return <EnrolledStudentHome home={{ ...home.data, enrollment }} />;
  return <ApplicantHome />;
}

/** The application's progress and next step (and the student's pages once it is accepted). */
function ApplicantHome() {
  const me = useMe();
  const query = useMyApplication();
  const application = query.data?.application ?? null;
  const matric = application?.matricNumber ?? me.user.userOrgID;
  const enrolled = application ? application.stage === 'enrolled' : !!me.user.userOrgID;
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={`Welcome, ${me.user.name.split(' ')[0]}`}
        description={me.user.schoolName ?? undefined}
      />
      {query.isPending ? (
        <Skeleton height={200} />
      ) : query.isError ? (
        <Alert color="red">{query.error.message}</Alert>
      ) : (
        <>
          {enrolled && matric ? (
            <Card withBorder padding="md" data-testid="matric-number">
              <Group justify="space-between" wrap="wrap">
                <div>
                  <Text size="sm" c="dimmed">
                    Matric number
                  </Text>
                  <Text fz={24} fw={700}>
                    {matric}
                  </Text>
                </div>
                <Badge color="green" size="lg" variant="light">
                  Enrolled
                </Badge>
              </Group>
            </Card>
          ) : null}
          {enrolled ? <StudentLinks /> : null}
          {!application && !enrolled ? (
            <Alert color="blue" title="Apply for admission">
              <Text size="sm" mb="sm">
                Start your application: choose a programme, fill in your details and documents, pay
                the application fee and submit.
              </Text>
              <Button component={Link} to="/dashboard/student/apply" size="xs">
                Start application
              </Button>
            </Alert>
          ) : null}
          {application ? (
            <Grid>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="md">
                  <NextStep application={application} />
                  <ExamCard application={application} />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Card withBorder padding="md">
                  <Text fw={600} mb="sm">
                    Application: {application.firstChoice.name}
                  </Text>
                  <ApplicationTracker application={application} />
                  <Anchor component={Link} to="/dashboard/student/apply" size="sm">
                    View application
                  </Anchor>
                </Card>
              </Grid.Col>
            </Grid>
          ) : null}
        </>
      )}
    </Stack>
  );
}
