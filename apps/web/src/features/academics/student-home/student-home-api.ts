import type { TMyEnrollment } from '@campusflow/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryRoots } from '@/lib/query-keys.ts';

// The student's own studentship (apps/api/src/modules/academics/students/students.routes.ts).

export const studentHomeKeys = {
  all: [queryRoots.academics, 'student'] as const,
  enrollment: () => [...studentHomeKeys.all, 'enrollment'] as const,
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
