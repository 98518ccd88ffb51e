import { roleLabels, type TRoleKey } from '@campusflow/contracts/constants';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { sessionQuery } from '@/lib/session.ts';

/** "Head of school", "Lecturer and Head of department", "A, B and C". */
function listOf(words: string[]): string {
  if (words.length < 2) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * A page the user's role may not open: it says so, names the roles they hold and leads back to
 * their own dashboard. No retry: asking again gives the same answer. `areaRole` is the role the
 * page belongs to when the route knows it; `reason` the API's message when the API refused.
 */
export function ForbiddenNotice(props: { areaRole?: TRoleKey; reason?: string; maw?: number }) {
  // From the cache: the dashboard's loader has fetched it; outside the dashboard it may be absent.
  const session = useQuery(sessionQuery);
  const roles = session.data?.user.roles.mainRoles ?? [];
  const held = listOf(roles.map((role) => roleLabels[role]));
  return (
    <Alert
      color="yellow"
      variant="light"
      title="This page is for another role"
      maw={props.maw ?? 640}
      role="alert"
      data-testid="forbidden"
    >
      <Stack gap="sm" align="flex-start">
        {props.areaRole ? (
          <Text size="sm">It belongs to the {roleLabels[props.areaRole]} dashboard.</Text>
        ) : props.reason ? (
          <Text size="sm">{props.reason}</Text>
        ) : null}
        {held ? (
          <Text size="sm">
            You are signed in as {session.data?.user.name} with the{' '}
            {roles.length > 1 ? 'roles' : 'role'} {held}.
          </Text>
        ) : null}
        <Button component={Link} to="/dashboard" size="sm">
          Go to my dashboard
        </Button>
      </Stack>
    </Alert>
  );
}
