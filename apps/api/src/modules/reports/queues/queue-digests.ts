import { admissionStageLabels } from '@campusflow/contracts';
import { formatCount } from '@campusflow/contracts/format';
import type { HomeDigest } from '@/modules/reports/weekly/home-digests.ts';
import { admissionsQueueReport } from './admissions-queue.ts';
import { examsQueueReport } from './exams-queue.ts';

/** The admission officer's weekly summary: the session's applications by stage. */
export const admissionsQueueDigest: HomeDigest = async (db, schoolId) => {
  const r = await admissionsQueueReport(db, schoolId);
  return [
    {
      title: `Applications${r.session ? ` · ${r.session.name}` : ''}`,
      lines: [
        { label: 'Awaiting your decision', value: formatCount(r.awaitingDecision) },
        ...r.byStage.map((s) => ({
          label: admissionStageLabels[s.stage],
          value: formatCount(s.applications),
        })),
      ],
    },
  ];
};

/** The exam officer's weekly summary: sheets by state, corrections, candidates to score. */
export const examsQueueDigest: HomeDigest = async (db, schoolId) => {
  const r = await examsQueueReport(db, schoolId);
  const s = r.sheets.byState;
  return [
    {
      title: `Score sheets${r.session ? ` · ${r.session.name}` : ''}`,
      lines: [
        { label: 'Approved by heads, to publish', value: formatCount(s.hod_approved) },
        { label: 'Waiting on heads', value: formatCount(s.submitted) },
        { label: 'With lecturers', value: formatCount(s.draft) },
        { label: 'Published', value: formatCount(s.published) },
      ],
    },
    {
      title: 'Also waiting',
      lines: [
        { label: 'Corrections to decide', value: formatCount(r.corrections) },
        {
          label: 'Entrance exam candidates to score',
          value: formatCount(r.entranceExams.unscored),
        },
      ],
    },
  ];
};
