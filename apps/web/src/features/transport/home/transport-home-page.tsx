import { Stack, Tabs, Title } from '@mantine/core';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { RoutesPanel } from '../network/routes-panel.tsx';
import { TransportSettingsPanel } from '../network/transport-settings-panel.tsx';
import { ManifestsPanel } from './manifests-panel.tsx';
import { OverviewPanel } from './overview-panel.tsx';

/** The transport admin's home: figures, routes, manifests and the session's settings. */
export function TransportHomePage() {
  useDocumentTitle('Transport');
  return (
    <Stack gap="md">
      <Title order={2}>Transport</Title>
      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="routes">Routes</Tabs.Tab>
          <Tabs.Tab value="manifests">Manifests</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <OverviewPanel />
        </Tabs.Panel>
        <Tabs.Panel value="routes" pt="md">
          <RoutesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="manifests" pt="md">
          <ManifestsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="md">
          <TransportSettingsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
