import { applicantStageLabels, audienceGroupLabels } from '@campusflow/contracts/messaging';
import { messageTemplates } from '@campusflow/contracts/messaging-templates';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { messagingPaths } from '../messaging-paths.ts';

/** The gallery of ready messages (EmailSenderExample): each opens in the composer. */
export function EmailSenderExamplePage() {
  return (
    <Stack gap={0}>
      <PageHeader
        title="E-mail templates"
        description="Ready messages to start from: open one in the composer, choose the group, adjust the text and send."
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {messageTemplates.map((t) => (
          <Card key={t.key} withBorder padding="md" data-testid="template-card">
            <Stack gap="xs" h="100%">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Title order={4}>{t.title}</Title>
                {t.essential ? (
                  <Badge color="blue" variant="light">
                    Essential
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed">
                {t.description}
              </Text>
              <Text size="xs" c="dimmed">
                To:{' '}
                {t.stage
                  ? `Applicants · ${applicantStageLabels[t.stage]}`
                  : audienceGroupLabels[t.group]}
              </Text>
              <Card
                withBorder
                padding="sm"
                bg="var(--mantine-color-gray-light)"
                style={{ flex: 1 }}
              >
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {t.subject}
                </Text>
                <Text size="xs" lineClamp={5} style={{ whiteSpace: 'pre-wrap' }}>
                  {t.body}
                </Text>
              </Card>
              <Group justify="flex-end">
                <Button
                  component={Link}
                  to={messagingPaths.compose(t.key)}
                  aria-label={`Open ${t.title} in the composer`}
                >
                  Open in the composer
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
