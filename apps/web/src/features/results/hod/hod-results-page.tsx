import type { TDepartmentSheetState } from '@campusflow/contracts';
import { departmentSheetStates } from '@campusflow/contracts/results-review';
import { Chip, Group, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { useSearchState } from '@/lib/use-search-state.ts';
import { AmendmentsList } from '../amendments/amendments-list.tsx';
import { CorrectionsTabLabel } from '../amendments/corrections-tab-label.tsx';
import { sheetStateLabels } from '../review/sheet-labels.ts';
import { departmentSheetsQuery, SHEETS_PAGE_SIZE } from '../review-api.ts';
import { DepartmentSheetsTable } from './department-sheets-table.tsx';
import { SheetDrawer } from './sheet-drawer.tsx';

const isState = (s: string): s is TDepartmentSheetState =>
  (departmentSheetStates as readonly string[]).includes(s);

/**
 * `hod/results/{departmentId}`: the department's score sheets of the session, waiting ones
 * first, filtered by state; a sheet opens in a drawer to be approved or returned. A second tab
 * holds the corrections of the department's published results, to approve or refuse.
 */
export function HodResultsPage() {
  const { id: departmentId = '' } = useParams();
  const { values, page, set } = useSearchState(['state', 'sheet', 'tab'] as const);
  const state = isState(values.state) ? values.state : null;
  const sheets = useQuery(departmentSheetsQuery(departmentId, { state, page }));
  const data = sheets.data;
  return (
    <Stack gap="md">
      <PageHeader
        title="Score sheets"
        description={
          data
            ? `${data.department.name}${data.sessionName ? ` · session ${data.sessionName}` : ''}`
            : 'The score sheets of your department’s courses this session.'
        }
      />
      <Tabs
        value={values.tab === 'corrections' ? 'corrections' : 'sheets'}
        onChange={(v) => set({ tab: v === 'corrections' ? v : null })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="sheets">This session’s sheets</Tabs.Tab>
          <Tabs.Tab value="corrections">
            <CorrectionsTabLabel departmentId={departmentId} />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sheets">
          <Stack gap="md">
            {data ? (
              <Chip.Group
                value={state ?? 'all'}
                onChange={(v) => set({ state: v === 'all' ? null : String(v) })}
              >
                <Group gap={6} data-testid="sheet-state-filter">
                  <Chip value="all" size="sm">
                    All
                  </Chip>
                  {departmentSheetStates.map((s) => (
                    <Chip key={s} value={s} size="sm">
                      {sheetStateLabels[s].label} ({data.byState[s]})
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            ) : null}
            <QueryState
              query={sheets}
              isEmpty={(d) => d.total === 0}
              empty={
                state
                  ? 'No sheet in this state. Choose "All" to see every course.'
                  : 'No course of the department has approved students or a score sheet this session yet.'
              }
            >
              {(d) => (
                <DepartmentSheetsTable
                  items={d.items}
                  page={page}
                  limit={SHEETS_PAGE_SIZE}
                  total={d.total}
                  onPage={(p) => set({ page: p })}
                  onOpen={(id) => set({ sheet: id, page })}
                />
              )}
            </QueryState>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="corrections">
          <AmendmentsList decider="hod" departmentId={departmentId} />
        </Tabs.Panel>
      </Tabs>
      <SheetDrawer sheetId={values.sheet || null} onClose={() => set({ sheet: null, page })} />
    </Stack>
  );
}
