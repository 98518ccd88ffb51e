import type { TApplication } from '@campusflow/contracts';
import { Alert, Anchor, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { useMyEnrollment } from '@/features/academics/student-home/enrolled-student-home.tsx';
import { useMyApplication } from '../apply/application-api.ts';

/**
 * A page editing one part of the applicant's application (needs one to exist). A student
 * enrolled without one (imported, or admitted before the portal) is told where the records are.
 */
export function ApplicationSectionPage(props: {
  title: string;
  description: string;
  children: (application: TApplication) => ReactNode;
}) {
  const query = useMyApplication();
  const enrollment = useMyEnrollment();
  const application = query.data?.application ?? null;
  const admitted = enrollment.data?.enrollment ?? null;
  return (
    <Stack gap="lg" maw={820}>
      <PageHeader title={props.title} description={props.description} />
      {query.isPending || enrollment.isPending ? (
        <Skeleton height={200} />
      ) : query.isError ? (
        <Alert color="red">{query.error.message}</Alert>
      ) : !application && admitted ? (
        <Alert
          color="blue"
          title="Your admission records are with the school"
          data-testid="admitted"
        >
          You were admitted to {admitted.programme.name} (matric number {admitted.matricNumber}).
          Your O'level results and documents were checked at admission and are kept by the school;
          to correct them, contact the admissions office.
        </Alert>
      ) : !application ? (
        <Alert color="gray">
          Start an application first.{' '}
          <Anchor component={Link} to="/dashboard/student/apply">
            Go to Application
          </Anchor>
        </Alert>
      ) : (
        <>
          {application.stage !== 'draft' ? (
            <Alert color="blue">
              Your application has been submitted; these can no longer change.
            </Alert>
          ) : null}
          {props.children(application)}
        </>
      )}
    </Stack>
  );
}
