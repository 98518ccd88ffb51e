import { Stack, Tabs } from '@mantine/core';
import { PageHeader } from '@/components/page-header.tsx';
import { useSearchState } from '@/lib/use-search-state.ts';
import { CoursesTab } from './courses-tab.tsx';
import { CurriculumTab } from './curriculum-tab.tsx';

/** `hos/curriculum`: the course catalogue and each programme's curriculum. */
export function CurriculumPage() {
  const { values, set } = useSearchState(['tab'] as const);
  const tab = values.tab === 'courses' ? 'courses' : 'curriculum';
  return (
    <Stack gap="md">
      <PageHeader
        title="Curriculum"
        description="What each programme teaches at each level and semester."
      />
      <Tabs
        value={tab}
        onChange={(next) => set({ tab: next === 'curriculum' ? null : next })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="curriculum">By programme</Tabs.Tab>
          <Tabs.Tab value="courses">Course catalogue</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="curriculum">
          <CurriculumTab />
        </Tabs.Panel>
        <Tabs.Panel value="courses">
          <CoursesTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
