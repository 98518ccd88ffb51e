import { messageTemplates } from '@campusflow/contracts/messaging-templates';
import { Anchor, Stack, Tabs } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { useSearchState } from '@/lib/use-search-state.ts';
import { ComposePanel } from './composer/compose-panel.tsx';
import { CampaignHistory } from './history/campaign-history.tsx';
import { messagingPaths } from './messaging-paths.ts';

/**
 * The head of school's e-mail sender: write to a group (a template from the gallery opens here
 * with `?template=`), and the history of the messages sent.
 */
export function EmailSenderPage() {
  const search = useSearchState(['tab', 'template'] as const);
  const template = messageTemplates.find((t) => t.key === search.values.template);
  const tab = search.values.tab === 'sent' ? 'sent' : 'compose';
  return (
    <Stack gap={0}>
      <PageHeader
        title="E-mail sender"
        description={
          <>
            Write to students, applicants or staff; follow each delivery. Start from a{' '}
            <Anchor component={Link} to={messagingPaths.templates} inherit>
              ready template
            </Anchor>
            .
          </>
        }
      />
      <Tabs
        value={tab}
        onChange={(value) => search.set({ tab: value === 'sent' ? 'sent' : null })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="compose">Compose</Tabs.Tab>
          <Tabs.Tab value="sent">Sent messages</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="compose">
          <ComposePanel key={template?.key ?? 'blank'} template={template} />
        </Tabs.Panel>
        <Tabs.Panel value="sent">
          <CampaignHistory />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
