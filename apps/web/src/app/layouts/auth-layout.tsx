import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet } from 'react-router';
import { runtimeConfigQuery, usesLocalServices } from '@/lib/runtime-config-query.ts';
import { sessionQuery } from '@/lib/session.ts';
import { OfflineBanner } from '../offline-banner.tsx';
import { Brand } from './brand.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** Public pages, sign-in and applications: a light header and footer around the page. */
/** "Log in" for visitors; "My dashboard" for someone already signed in. */
function SessionLink() {
  const session = useQuery({ ...sessionQuery, retry: false });
  const signedIn = !!session.data;
  return (
    <Anchor component={Link} to={signedIn ? '/dashboard' : '/login'} size="sm" fw={600}>
      {signedIn ? 'My dashboard' : 'Log in'}
    </Anchor>
  );
}

function DevelopmentNotice() {
  const config = useQuery(runtimeConfigQuery);
  if (!config.data || !usesLocalServices(config.data.devFlag)) return null;
  return (
    <Text size="xs" c="dimmed">
      Development mode: payments use the sandbox and mail stays in the{' '}
      <Anchor href="/dev/mailbox" size="xs">
        development mailbox
      </Anchor>
      .
    </Text>
  );
}

export function AuthLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box
        component="header"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Brand />
            <Group gap="md" component="nav" aria-label="Main" wrap="nowrap">
              <Anchor component={Link} to="/list" size="sm" visibleFrom="xs">
                Schools
              </Anchor>
              <Anchor component={Link} to="/apply" size="sm">
                Apply
              </Anchor>
              <SessionLink />
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1 }}>
        <OfflineBanner inContainer />
        <Outlet />
      </Box>
      <Box
        component="footer"
        py="md"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Container size="lg">
          <Text size="xs" c="dimmed">
            Campusflow: admissions, academic structure, fees and payments for schools.
          </Text>
          <DevelopmentNotice />
        </Container>
      </Box>
    </Box>
  );
}
