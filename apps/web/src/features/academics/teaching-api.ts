import type {
  TAddCurriculumItem,
  TAssignmentKind,
  TCourseDetail,
  TCreateStaffAssignment,
  TCurriculum,
  TDepartmentOverview,
  TExportFormat,
  TMyCourses,
  TRosterPage,
  TStaffAssignment,
  TStaffAssignmentList,
} from '@campusflow/contracts';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { startExport } from '@/lib/export-api.ts';
import { toQuery } from '@/lib/use-search-state.ts';
import { academicsKeys } from './academics-api.ts';

// Who teaches what and to whom (apps/api/src/modules/academics/courses/courses.routes.ts,
// staff.routes.ts): curricula, staff assignments, lecturers' and heads' courses, rosters.

const base = '/api/v1/academics';
export const ROSTER_PAGE_SIZE = 50;

export const teachingKeys = {
  all: [...academicsKeys.all, 'teaching'] as const,
  curriculum: (programmeId: string, level: number) =>
    [...teachingKeys.all, 'curriculum', programmeId, level] as const,
  staff: (kind: TAssignmentKind) => [...teachingKeys.all, 'staff', kind] as const,
  myCourses: () => [...teachingKeys.all, 'my-courses'] as const,
  myDepartment: () => [...teachingKeys.all, 'my-department'] as const,
  courseDetail: (id: string) => [...teachingKeys.all, 'course-detail', id] as const,
  roster: (courseId: string, q: string, page: number) =>
    [...teachingKeys.all, 'roster', courseId, q, page] as const,
};

/** A programme's courses at one level, semester by semester. */
export const curriculumQuery = (programmeId: string, level: number) =>
  queryOptions({
    queryKey: teachingKeys.curriculum(programmeId, level),
    queryFn: ({ signal }) =>
      api<TCurriculum>(`${base}/curriculum?${toQuery({ programmeId, level })}`, { signal }),
    enabled: !!programmeId,
  });

export const staffAssignmentsQuery = (kind: TAssignmentKind) =>
  queryOptions({
    queryKey: teachingKeys.staff(kind),
    queryFn: ({ signal }) =>
      api<TStaffAssignmentList>(`${base}/staff-assignments?kind=${kind}&limit=100`, { signal }),
  });

/** The courses the signed-in lecturer teaches this session. */
export const myCoursesQuery = () =>
  queryOptions({
    queryKey: teachingKeys.myCourses(),
    queryFn: ({ signal }) => api<TMyCourses>(`${base}/my-courses`, { signal }),
  });

/** The department(s) the signed-in head leads, with their courses this session. */
export const myDepartmentQuery = () =>
  queryOptions({
    queryKey: teachingKeys.myDepartment(),
    queryFn: ({ signal }) => api<TDepartmentOverview>(`${base}/my-department`, { signal }),
  });

export const courseDetailQuery = (id: string) =>
  queryOptions({
    queryKey: teachingKeys.courseDetail(id),
    queryFn: ({ signal }) => api<TCourseDetail>(`${base}/courses/${id}/detail`, { signal }),
  });

/** A page of a course's registered students; asked only when the course has any. */
export const rosterQuery = (courseId: string, q: string, page: number, enabled: boolean) =>
  queryOptions({
    queryKey: teachingKeys.roster(courseId, q, page),
    queryFn: ({ signal }) =>
      api<TRosterPage>(
        `${base}/courses/${courseId}/students?${toQuery({ q, page, limit: ROSTER_PAGE_SIZE })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Keeps a curriculum the server answered with, or reads it again. */
export function useCurriculumCache(programmeId: string, level: number) {
  const client = useQueryClient();
  const key = teachingKeys.curriculum(programmeId, level);
  return {
    keep: (curriculum: TCurriculum) => client.setQueryData(key, curriculum),
    refresh: () => client.invalidateQueries({ queryKey: key }),
  };
}

/** Reads every staff assignment list again. */
export function useRefreshStaff() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [...teachingKeys.all, 'staff'] });
}

export const teachingApi = {
  addToCurriculum: (body: TAddCurriculumItem) =>
    api<TCurriculum>(`${base}/curriculum`, { method: 'POST', body }),
  removeFromCurriculum: (id: string) => api<void>(`${base}/curriculum/${id}`, { method: 'DELETE' }),
  assign: (body: TCreateStaffAssignment) =>
    api<TStaffAssignment>(`${base}/staff-assignments`, { method: 'POST', body }),
  unassign: (id: string) => api<void>(`${base}/staff-assignments/${id}`, { method: 'DELETE' }),
  /** The course's students (searched as the list is) as CSV or XLSX. */
  exportRoster: (courseId: string, q: string, format: TExportFormat) =>
    startExport(`${base}/courses/${courseId}/roster`, format, { q }),
};
