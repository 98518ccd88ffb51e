import type { TSessionUser } from '@campusflow/contracts';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useResendVerification } from '../identity-api.ts';

/** An unverified address does not block anything; this banner asks for it once per page. */
export function VerifyEmailBanner({ user }: { user: TSessionUser }) {
  const { busy, resend } = useResendVerification();
  if (user.emailVerified || !user.email) return null;
  return (
    <Alert color="yellow" mb="md" title="Please verify your e-mail address">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          We sent a link to <strong>{user.email}</strong>. Open it to confirm the address.
        </Text>
        <Button size="xs" variant="white" color="yellow" loading={busy} onClick={resend}>
          Send a new link
        </Button>
      </Group>
    </Alert>
  );
}
