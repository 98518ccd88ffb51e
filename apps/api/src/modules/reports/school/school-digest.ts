import { feeTypeLabels } from '@campusflow/contracts';
import { formatCount, naira } from '@campusflow/contracts/format';
import type { DigestSection, HomeDigest } from '@/modules/reports/weekly/home-digests.ts';
import { schoolReport } from './school-report.ts';

const of = (part: number, whole: number) => `${formatCount(part)} of ${formatCount(whole)}`;

/** The manager's and head of school's weekly summary: the school report in words. */
export const schoolDigest: HomeDigest = async (db, schoolId, now) => {
  const r = await schoolReport(db, schoolId, now);
  const lastWeek = r.revenue.byDay.slice(-7).reduce((sum, d) => sum + d.amount, 0);
  const sections: DigestSection[] = [
    {
      title: `Revenue${r.session ? ` · ${r.session.name}` : ''}`,
      lines: [
        { label: 'Confirmed this session', value: naira(r.revenue.amount) },
        { label: 'Confirmed in the last 7 days', value: naira(lastWeek) },
        { label: 'Still owed of scheduled fees', value: naira(r.revenue.outstanding.outstanding) },
        ...r.revenue.byType.map((t) => ({ label: feeTypeLabels[t.type], value: naira(t.amount) })),
      ],
    },
    {
      title: 'Admissions',
      lines: (['applied', 'screened', 'offered', 'accepted', 'enrolled'] as const).map((step) => ({
        label: step[0]?.toUpperCase() + step.slice(1),
        value: formatCount(r.admissions.funnel[step]),
      })),
    },
    {
      title: 'Enrolment',
      lines: [
        { label: 'Students', value: formatCount(r.enrolment.students) },
        ...r.enrolment.byFaculty.map((f) => ({ label: f.faculty, value: formatCount(f.students) })),
      ],
    },
  ];
  if (r.registration) {
    sections.push({
      title: 'Course registration',
      lines: r.registration.semesters.map((s) => ({
        label: `${s.semester}: approved`,
        value: of(s.byState.approved, r.registration?.students ?? 0),
      })),
    });
  }
  if (r.results) {
    sections.push({
      title: 'Results',
      lines: [
        {
          label: 'Score sheets published',
          value: of(r.results.byState.published, r.results.sheets),
        },
      ],
    });
  }
  if (r.hostels) {
    sections.push({
      title: 'Hostels',
      lines: [{ label: 'Beds held or occupied', value: of(r.hostels.taken, r.hostels.capacity) }],
    });
  }
  if (r.transport) {
    sections.push({
      title: 'Transport',
      lines: [{ label: 'Seats sold', value: of(r.transport.taken, r.transport.capacity) }],
    });
  }
  return sections;
};
