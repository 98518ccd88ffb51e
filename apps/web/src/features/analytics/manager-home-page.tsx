import { PageHeader } from '@/components/page-header.tsx';
import { useMe } from '@/lib/use-me.ts';
import { SchoolReport } from './school-report/school-report.tsx';
import { WeeklySummarySwitch } from './weekly-summary/weekly-summary-switch.tsx';

/** `manager`: the school at a glance, read-only. */
export function ManagerHomePage() {
  const { user } = useMe();
  return (
    <>
      <PageHeader
        title="Reports"
        description={user.schoolName ?? undefined}
        actions={<WeeklySummarySwitch />}
      />
      <SchoolReport />
    </>
  );
}
