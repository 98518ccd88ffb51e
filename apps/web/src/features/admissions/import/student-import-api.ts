import type { TSchool } from '@campusflow/contracts/schools';
import type { TStudentImportResult } from '@campusflow/contracts/student-import';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { downloadFromApi } from '@/lib/download.ts';
import { queryRoots } from '@/lib/query-keys.ts';

// The app administrator's import of already-admitted students
// (apps/api/src/modules/admissions/student-import/student-import.routes.ts).

const base = '/api/v1/admissions/students/import';
/** 20,000 rows take seconds on PostgreSQL; the default 30 s would be too tight on a slow link. */
const IMPORT_TIMEOUT_MS = 180_000;

export const studentImportKeys = {
  all: [queryRoots.admissions, 'student-import'] as const,
  school: (schoolId: string) => [...studentImportKeys.all, 'school', schoolId] as const,
};

/** The school the students go to, for its name on the page. */
export const importSchoolQuery = (schoolId: string) =>
  queryOptions({
    queryKey: studentImportKeys.school(schoolId),
    queryFn: ({ signal }) => api<TSchool>(`/api/v1/schools/${schoolId}`, { signal }),
  });

export const studentImportApi = {
  /** Checks every row (`dryRun`), or imports them all at once. */
  send: (schoolId: string, file: File | null, dryRun: boolean) => {
    const form = new FormData();
    if (file) form.append('file', file);
    return api<TStudentImportResult>(`${base}?schoolId=${schoolId}&dryRun=${dryRun}`, {
      method: 'POST',
      body: form,
      timeoutMs: IMPORT_TIMEOUT_MS,
    });
  },
  downloadTemplate: () => downloadFromApi(`${base}/template.csv`, 'students-template.csv'),
};
