import type { TMyResults, TResultDocumentCheck } from '@campusflow/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client.ts';
import { downloadFromApi } from '@/lib/download.ts';
import { queryRoots } from '@/lib/query-keys.ts';

// The student's published results, their statements and transcript, and the public check of
// a document by its code (apps/api/src/modules/results/student/student-results.routes.ts).

const base = '/api/v1/results';

export const studentResultsKeys = {
  all: [queryRoots.results, 'student'] as const,
  mine: () => [...studentResultsKeys.all, 'mine'] as const,
  check: (code: string) => [queryRoots.results, 'document-check', code] as const,
};

/** The signed-in student's published semesters, GPA, CGPA, carry-overs and standing. */
export const myResultsQuery = () =>
  queryOptions({
    queryKey: studentResultsKeys.mine(),
    queryFn: ({ signal }) => api<TMyResults>(`${base}/mine`, { signal }),
  });

/**
 * The answer to "is this statement or transcript real?": what was issued, or the API's word
 * that no document has this code (`result_document_not_found`): an answer, not a failure.
 */
export type TResultDocumentAnswer =
  | { verified: true; document: TResultDocumentCheck }
  | { verified: false; message: string };

export const resultDocumentCheckQuery = (code: string) =>
  queryOptions({
    queryKey: studentResultsKeys.check(code),
    queryFn: async ({ signal }): Promise<TResultDocumentAnswer> => {
      try {
        const document = await api<TResultDocumentCheck>(
          `${base}/documents/${encodeURIComponent(code)}`,
          { signal },
        );
        return { verified: true, document };
      } catch (error) {
        if (error instanceof ApiError && error.code === 'result_document_not_found') {
          return { verified: false, message: error.message };
        }
        throw error;
      }
    },
  });

export const studentResultsApi = {
  /** A statement of result of one published semester: a new document with its own code. */
  downloadStatement: (semesterId: string) =>
    downloadFromApi(
      `${base}/mine/statements/${encodeURIComponent(semesterId)}`,
      'statement-of-result.pdf',
    ),
  /** The transcript of every published semester: a new document with its own code. */
  downloadTranscript: () => downloadFromApi(`${base}/mine/transcript`, 'transcript.pdf'),
};
