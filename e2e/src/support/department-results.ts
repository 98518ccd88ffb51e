import type {
  TDepartmentOverview,
  TDepartmentSheet,
  TDepartmentSheetsPage,
  TMyCourses,
  TScoreSheet,
  TStaffAssignment,
} from '@campusflow/contracts';
import type { ApiAs } from './session.ts';

// Which of the demo's score sheets each results journey changes (they share one server's demo
// data, in whatever order vitest runs them):
// - score-sheet.test.ts and results-review.test.ts: a draft of a course the demo lecturer
//   teaches; each puts it back as a draft when it ends.
// - result-corrections.test.ts: an earlier session's published sheet, which it leaves as it was.
// - department-results.test.ts (here): Computer Science sheets of courses the demo lecturer does
//   NOT teach, lent to her for the journey only. It submits and publishes them for good, so it
//   never takes one of her own, and no other journey sees the ones it takes.

type Lent = { sheet: TScoreSheet; course: TDepartmentSheet };

/**
 * Lends the demo lecturer up to `count` Computer Science courses with students that she does not
 * teach (the head of school assigns her), keeping those whose sheet she may fill: drafts, and
 * submitted sheets the HOD first returns to her. Call `end` when the journey ends: it takes the
 * courses back, so her own list is the seed's again.
 */
export async function lendDepartmentSheets(
  as: { hos: ApiAs; hod: ApiAs; teacher: ApiAs },
  count = 3,
): Promise<{ lent: Lent[]; end: () => Promise<void> }> {
  const { hos, hod, teacher } = as;
  const overview = await hod<TDepartmentOverview>('GET', '/api/v1/academics/my-department');
  const department = overview.body.departments[0];
  if (!department) throw new Error('the demo HOD heads no department');
  const mine = await teacher<TMyCourses>('GET', '/api/v1/academics/my-courses');
  const hers = new Set(mine.body.items.map((c) => c.courseId));
  const me = await teacher<{ user: { uid: string } }>('GET', '/api/v1/auth/me');
  const courses: TDepartmentSheet[] = [];
  for (let page = 1; ; page++) {
    const { body } = await hod<TDepartmentSheetsPage>(
      'GET',
      `/api/v1/results/departments/${department.id}/sheets?limit=100&page=${page}`,
    );
    courses.push(...body.items);
    if (page * body.limit >= body.total) break;
  }
  // Drafts before submitted sheets, the least taken first (the quickest to score and publish),
  // one level at a time, so that the approved and the waiting sheets share a broadsheet.
  const rank = { draft: 0, not_started: 0, submitted: 1 } as Record<string, number>;
  const candidates = courses
    .filter((c) => !hers.has(c.courseId) && c.counts.students > 0 && c.state in rank)
    .sort(
      (a, b) =>
        a.level - b.level ||
        (rank[a.state] ?? 0) - (rank[b.state] ?? 0) ||
        a.counts.students - b.counts.students ||
        a.code.localeCompare(b.code),
    );

  const assignments: string[] = [];
  const end = async () => {
    for (const id of assignments.splice(0)) {
      const gone = await hos('DELETE', `/api/v1/academics/staff-assignments/${id}`);
      if (gone.status !== 204) throw new Error(`taking back a course failed: ${gone.status}`);
    }
  };
  const lent: Lent[] = [];
  try {
    for (const course of candidates) {
      if (lent.length === count) break;
      const assigned = await hos<TStaffAssignment>('POST', '/api/v1/academics/staff-assignments', {
        kind: 'teacher',
        userId: me.body.user.uid,
        courseId: course.courseId,
      });
      if (assigned.status !== 201) {
        throw new Error(`lending ${course.code} failed: ${JSON.stringify(assigned.body)}`);
      }
      assignments.push(assigned.body.id);
      if (course.state === 'submitted' && course.sheetId) {
        const back = await hod('POST', `/api/v1/results/sheets/${course.sheetId}/return`, {
          reason: 'Taken back to draft by the department results journey.',
        });
        if (back.status !== 200) continue;
      }
      const open = await teacher<TScoreSheet>(
        'GET',
        `/api/v1/results/courses/${course.courseId}/sheet`,
      );
      if (open.status === 200 && open.body.state === 'draft' && open.body.lines.length > 0) {
        lent.push({ sheet: open.body, course });
      }
    }
  } catch (error) {
    await end();
    throw error;
  }
  return { lent, end };
}
