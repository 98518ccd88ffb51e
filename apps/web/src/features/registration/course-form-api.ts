import type { TCourseFormCheck } from '@campusflow/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client.ts';
import { downloadFromApi } from '@/lib/download.ts';
import { queryRoots } from '@/lib/query-keys.ts';

// The course form: the student's PDF and its public check by code
// (apps/api/src/modules/registration/course-form/course-form.routes.ts).

const base = '/api/v1/registration';

export const courseFormKeys = {
  all: [queryRoots.registration, 'course-form'] as const,
  check: (code: string) => [...courseFormKeys.all, 'check', code] as const,
};

/**
 * The answer to "is this course form real?": its facts, or the API's word that no approved
 * form has this code (`course_form_not_found`), which is an answer, not a failure to load.
 */
export type TCourseFormAnswer =
  | { verified: true; form: TCourseFormCheck }
  | { verified: false; message: string };

/** Whether a code is the current code of an approved course form. */
export const courseFormCheckQuery = (code: string) =>
  queryOptions({
    queryKey: courseFormKeys.check(code),
    queryFn: async ({ signal }): Promise<TCourseFormAnswer> => {
      try {
        const form = await api<TCourseFormCheck>(
          `${base}/course-forms/${encodeURIComponent(code)}`,
          { signal },
        );
        return { verified: true, form };
      } catch (error) {
        if (error instanceof ApiError && error.code === 'course_form_not_found') {
          return { verified: false, message: error.message };
        }
        throw error;
      }
    },
  });

export const courseFormApi = {
  /** The signed-in student's approved course form of this semester, saved as a PDF. */
  downloadMine: () => downloadFromApi(`${base}/mine/course-form.pdf`, 'course-form.pdf'),
};
