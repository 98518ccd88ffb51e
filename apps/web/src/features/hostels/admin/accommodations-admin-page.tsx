import { Stack, Tabs, Title } from '@mantine/core';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { BallotAdminPanel } from '../ballot/ballot-admin-panel.tsx';
import { HostelStructurePanel } from '../structure/hostel-structure-panel.tsx';
import { ApplicationsPanel } from './applications-panel.tsx';
import { OccupancyPanel } from './occupancy-panel.tsx';
import { RulesPanel } from './rules-panel.tsx';

/** The hostel admin's page: occupancy, applications and residents, rules, hostels, ballot. */
export function AccommodationsAdminPage() {
  useDocumentTitle('Accommodation');
  return (
    <Stack gap="md">
      <Title order={2}>Accommodation</Title>
      <Tabs defaultValue="occupancy" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="occupancy">Occupancy</Tabs.Tab>
          <Tabs.Tab value="applications">Applications and residents</Tabs.Tab>
          <Tabs.Tab value="rules">Rules and prices</Tabs.Tab>
          <Tabs.Tab value="hostels">Hostels and rooms</Tabs.Tab>
          <Tabs.Tab value="ballot">Ballot</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="occupancy" pt="md">
          <OccupancyPanel />
        </Tabs.Panel>
        <Tabs.Panel value="applications" pt="md">
          <ApplicationsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="rules" pt="md">
          <RulesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="hostels" pt="md">
          <HostelStructurePanel />
        </Tabs.Panel>
        <Tabs.Panel value="ballot" pt="md">
          <BallotAdminPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
