import type {
  TApplication,
  TApplicationUpdate,
  TDocumentKind,
  TMyApplication,
  TOpenProgrammes,
} from '@campusflow/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { downloadFromApi } from '@/lib/download.ts';
import { queryRoots } from '@/lib/query-keys.ts';
import { notifyError } from '@/lib/toast.ts';

// The applicant's own application (apps/api/src/modules/admissions/applications/applications.routes.ts) and
// the programmes open for application. Every key starts with applicationKeys.all.

const base = '/api/v1/admissions';
const mine = `${base}/my-application`;

export const applicationKeys = {
  all: [queryRoots.admissions, 'application'] as const,
  mine: () => [...applicationKeys.all, 'mine'] as const,
  openProgrammes: (school: string | null) =>
    [...applicationKeys.all, 'open-programmes', school] as const,
};

export const myApplicationQuery = () =>
  queryOptions({
    queryKey: applicationKeys.mine(),
    queryFn: ({ signal }) => api<TMyApplication>(mine, { signal }),
  });

export function useMyApplication() {
  return useQuery(myApplicationQuery());
}

/** The programmes a school (id or code) has open for application; public. */
export const openProgrammesQuery = (school: string | null) =>
  queryOptions({
    queryKey: applicationKeys.openProgrammes(school),
    queryFn: ({ signal }) =>
      api<TOpenProgrammes>(`${base}/open-programmes/${encodeURIComponent(school ?? '')}`, {
        signal,
      }),
    enabled: !!school,
  });

export function useOpenProgrammes(school: string | null) {
  return useQuery(openProgrammesQuery(school));
}

type Change =
  | { kind: 'start'; firstChoiceId: string }
  | { kind: 'update'; body: TApplicationUpdate }
  | { kind: 'attach'; documentKind: TDocumentKind; fileId: string }
  | { kind: 'detach'; fileId: string }
  | { kind: 'submit' | 'accept' | 'withdraw' };

function send(change: Change): Promise<TApplication> {
  switch (change.kind) {
    case 'start':
      return api(mine, { method: 'POST', body: { firstChoiceId: change.firstChoiceId } });
    case 'update':
      return api(mine, { method: 'PATCH', body: change.body });
    case 'attach':
      return api(`${mine}/documents`, {
        method: 'POST',
        body: { kind: change.documentKind, fileId: change.fileId },
      });
    case 'detach':
      return api(`${mine}/documents/${change.fileId}`, { method: 'DELETE' });
    default:
      return api(`${mine}/${change.kind}`, { method: 'POST' });
  }
}

/**
 * Every change to the applicant's own application; the answer replaces the cached one.
 * Field errors stay on the thrown ApiError for the form to show.
 */
export function useApplicationChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (application) => {
      client.setQueryData<TMyApplication>(applicationKeys.mine(), { application });
      // Accepting enrolls the applicant: the home becomes the student's (academics' data).
      if (application.stage === 'enrolled') {
        void client.invalidateQueries({ queryKey: [queryRoots.academics] });
      }
    },
    onError: (error) => notifyError(error),
  });
}

/** Reads the application again (after a fee is paid, the server records it). */
export function useRefreshMyApplication() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: applicationKeys.mine() });
}

/** The applicant's documents made by the server, saved under the server's file names. */
export const applicationFiles = {
  admissionLetter: () => downloadFromApi(`${mine}/admission-letter.pdf`, 'admission-letter.pdf'),
  examSlip: () => downloadFromApi(`${mine}/exam-slip.pdf`, 'exam-slip.pdf'),
};
