import { PageHeader } from '@/components/page-header.tsx';
import { useMe } from '@/lib/use-me.ts';
import { SchoolReport } from './school-report/school-report.tsx';

/** `manager`: the school at a glance, read-only. */
export function ManagerHomePage() {
  const { user } = useMe();
  return (
    <>
      <PageHeader title="Reports" description={user.schoolName ?? undefined} />
      <SchoolReport />
    </>
  );
}
