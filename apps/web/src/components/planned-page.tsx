import { Alert, Stack, Text, Title } from '@mantine/core';

type PlannedPageProps = {
  title: string;
  /** A plain sentence: which part of the product will fill this page, and what it will do. */
  purpose: string;
};

/** A page whose area is not built yet. It says so plainly; nothing on it pretends to work. */
export function PlannedPage({ title, purpose }: PlannedPageProps) {
  return (
    <Stack gap="md" maw={720}>
      <Title order={2}>{title}</Title>
      <Alert variant="light" color="gray" title="Not available yet">
        <Text size="sm">{purpose}</Text>
      </Alert>
    </Stack>
  );
}

/**
 * Makes a page component for a planned page, named for React DevTools and error logs.
 * Called once per page at module level, never during render.
 */
export function planned(title: string, purpose: string) {
  const Page = () => <PlannedPage title={title} purpose={purpose} />;
  Page.displayName = `Planned(${title})`;
  return Page;
}
