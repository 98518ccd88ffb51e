import type { TApplication } from '@campusflow/contracts';
import { Alert, Anchor, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { useMyApplication } from '../apply/application-api.ts';

/** A page editing one part of the applicant's application (needs one to exist). */
export function ApplicationSectionPage(props: {
  title: string;
  description: string;
  children: (application: TApplication) => ReactNode;
}) {
  const query = useMyApplication();
  const application = query.data?.application ?? null;
  return (
    <Stack gap="lg" maw={820}>
      <PageHeader title={props.title} description={props.description} />
      {query.isPending ? (
        <Skeleton height={200} />
      ) : query.isError ? (
        <Alert color="red">{query.error.message}</Alert>
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
