import type { TMe } from '@campusflow/contracts';
import { roleDescriptions, roleLabels, type TRoleKey } from '@campusflow/contracts/constants';
import { Center, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteLoaderData } from 'react-router';
import { storeSelectedRole } from '@/lib/selected-role.ts';
import classes from './select-role.module.css';

function RoleChoices({ me }: { me: TMe }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choose = (role: TRoleKey) => {
    storeSelectedRole(role);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
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
        {me.user.mainRoles.map((role) => (
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
  const me = useRouteLoaderData('select-dashboard') as TMe;
  return (
    <Center px="md" py="xl">
      <RoleChoices me={me} />
    </Center>
  );
}

/** /select-role: the same choice on a page without layout. */
export function SelectRolePage() {
  const me = useRouteLoaderData('select-role') as TMe;
  return (
    <Center mih="100vh" px="md" py="xl">
      <RoleChoices me={me} />
    </Center>
  );
}
