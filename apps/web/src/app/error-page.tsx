import { Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { isOfflineFailure, OfflineNotice } from './offline-notice.tsx';

/**
 * Spec section 2: 404 as "Page Not Found" with `Page not found: {path}` for a path no route
 * matches (`notFound`); else a server error, or the offline notice for a page that could not
 * load offline.
 */
export function ErrorPage({ error, notFound = false }: { error?: unknown; notFound?: boolean }) {
  const location = useLocation();
  if (isOfflineFailure(error)) {
    return (
      <Center mih="100vh" p="md">
        <OfflineNotice title="You are offline" />
      </Center>
    );
  }
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={560} ta="center">
        <Text fz={64} fw={800} c="dimmed" lh={1}>
          {notFound ? 404 : 500}
        </Text>
        <Title order={1} fz={28}>
          {notFound ? 'Page Not Found' : 'Internal Server Error'}
        </Title>
        {notFound ? (
          <Text c="dimmed">
            Page not found: <Code>{location.pathname}</Code>
          </Text>
        ) : (
          <Text c="dimmed">Something went wrong while showing this page. Please try again.</Text>
        )}
        <Group mt="md">
          <Button component={Link} to="/">
            Go to the home page
          </Button>
          {notFound ? null : (
            <Button variant="default" onClick={() => window.location.reload()}>
              Reload
            </Button>
          )}
        </Group>
      </Stack>
    </Center>
  );
}
