import type { TMyEnrollment, TStudentHome } from '@campusflow/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryRoots } from '@/lib/query-keys.ts';

// The student's own studentship (apps/api/src/modules/academics/students/students.routes.ts)
// and their home in one answer (apps/api/src/modules/reports/student/student-home.ts).

export const studentHomeKeys = {
  all: [queryRoots.academics, 'student'] as const,
  enrollment: () => [...studentHomeKeys.all, 'enrollment'] as const,
  home: () => [...studentHomeKeys.all, 'home'] as const,
};

/** The signed-in student's enrollment with matric number; null for an applicant. */
export const myEnrollmentQuery = () =>
  queryOptions({
    queryKey: studentHomeKeys.enrollment(),
    queryFn: ({ signal }) => api<TMyEnrollment>('/api/v1/academics/my-enrollment', { signal }),
  });

export function useMyEnrollment() {
  return useQuery(myEnrollmentQuery());
}

/**
 * The student's home: studentship, registration, fees and results in one request. Read again
 * on every visit (shown from the cache meanwhile), since paying or registering elsewhere
 * changes it.
 */
export function useStudentHome() {
  return useQuery({
    queryKey: studentHomeKeys.home(),
    queryFn: ({ signal }) => api<TStudentHome>('/api/v1/reports/student-home', { signal }),
    staleTime: 0,
  });
}
