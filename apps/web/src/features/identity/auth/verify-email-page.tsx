import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { verifyEmailQuery } from '../identity-api.ts';
import { AuthCard } from './auth-card.tsx';

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const result = useQuery(verifyEmailQuery(token));
  return (
    <AuthCard title="Verify your e-mail">
      {!token ? (
        <Alert color="yellow">This page needs the link from your verification e-mail.</Alert>
      ) : result.isPending ? (
        <Stack align="center" py="md">
          <Loader />
          <Text c="dimmed">Checking your link…</Text>
        </Stack>
      ) : result.isError ? (
        <Alert color="red" role="alert" title="The link did not work">
          {result.error.message} You can ask for a new link from your dashboard.
        </Alert>
      ) : (
        <Alert color="green" role="status" title="Thank you">
          {result.data.message}
        </Alert>
      )}
      <Button component={Link} to="/dashboard" variant="light">
        Continue to Campusflow
      </Button>
    </AuthCard>
  );
}
