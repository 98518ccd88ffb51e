import type { TMe } from '@campusflow/contracts';
import { roleDescriptions, roleLabels, type TRoleKey } from '@campusflow/contracts/constants';
import {
  Anchor,
  Button,
  Center,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '@/components/query-state.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { storeSelectedRole } from '@/lib/selected-role.ts';
import { forgetUserQueries, sessionQuery } from '@/lib/session.ts';
import { useMe } from '@/lib/use-me.ts';
import classes from './select-role.module.css';

function RoleChoices({ me }: { me: TMe }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choose = (role: TRoleKey) => {
    storeSelectedRole(role);
    forgetUserQueries(queryClient);
    void navigate('/dashboard', { replace: true });
  };
  return (
    <Stack gap="lg" w="100%" maw={760}>
      <div>
        <Title order={1} fz={26}>
          Choose a dashboard
        </Title>
        <Text c="dimmed" size="sm">
          {me.user.name}, you hold several roles
          {me.user.schoolName ? ` at ${me.user.schoolName}` : ''}. Choose the one to work in; you
          can switch later from the top bar.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {me.user.roles.mainRoles.map((role) => (
          <UnstyledButton key={role} className={classes.choice} onClick={() => choose(role)}>
            <Text fw={600}>{roleLabels[role]}</Text>
            <Text size="sm" c="dimmed">
              {roleDescriptions[role]}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /select-dashboard: inside the auth layout (spec section 2). */
export function SelectDashboardPage() {
  useDocumentTitle('Choose a dashboard');
  const me = useMe();
  return (
    <Center px="md" py="xl">
      <RoleChoices me={me} />
    </Center>
  );
}

/** Signed out on /select-role: a short note and the way to sign in, not a redirect. */
function SignedOutNote() {
  return (
    <Stack gap="sm" maw={420} ta="center" align="center">
      <Title order={1} fz={24}>
        Choose a dashboard
      </Title>
      <Text c="dimmed">You are not signed in. Log in to choose the role you work in.</Text>
      <Button component={Link} to="/login?next=%2Fselect-role">
        Log in
      </Button>
      <Anchor component={Link} to="/" size="sm">
        Go to the home page
      </Anchor>
    </Stack>
  );
}

/**
 * /select-role: the same choice on a page without layout and without the auth guard (spec
 * section 2 gives it neither); a signed-out visitor is told to log in.
 */
export function SelectRolePage() {
  useDocumentTitle('Choose a dashboard');
  const session = useQuery({ ...sessionQuery, retry: false });
  let content: ReactNode;
  if (session.isPending) {
    content = <Loader aria-label="Loading" />;
  } else if (session.isError) {
    content = <LoadError error={session.error} onRetry={() => void session.refetch()} maw={480} />;
  } else if (!session.data) {
    content = <SignedOutNote />;
  } else {
    content = <RoleChoices me={session.data} />;
  }
  return (
    <Center mih="100vh" px="md" py="xl">
      {content}
    </Center>
  );
}
