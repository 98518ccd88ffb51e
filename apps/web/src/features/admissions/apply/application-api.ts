import type {
  TApplication,
  TApplicationUpdate,
  TMyApplication,
  TOpenProgrammes,
} from '@campusflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { notifyError } from '@/lib/toast.ts';

export const myApplicationKey = ['admissions', 'my-application'];
const mine = '/api/v1/admissions/my-application';

export function useMyApplication() {
  return useQuery({
    queryKey: myApplicationKey,
    queryFn: ({ signal }) => api<TMyApplication>(mine, { signal }),
  });
}

export function useOpenProgrammes(school: string | null) {
  return useQuery({
    queryKey: ['admissions', 'open-programmes', school],
    queryFn: ({ signal }) =>
      api<TOpenProgrammes>(
        `/api/v1/admissions/open-programmes/${encodeURIComponent(school ?? '')}`,
        {
          signal,
        },
      ),
    enabled: !!school,
  });
}

type Change =
  | { kind: 'start'; firstChoiceId: string }
  | { kind: 'update'; body: TApplicationUpdate }
  | { kind: 'attach'; documentKind: string; fileId: string }
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
      client.setQueryData<TMyApplication>(myApplicationKey, { application });
    },
    onError: (error) => notifyError(error),
  });
}

export const stageLabels: Record<string, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  screening: 'Screened',
  entrance_exam: 'Exam scored',
  offered: 'Offered',
  accepted: 'Accepted',
  enrolled: 'Enrolled',
  rejected: 'Not admitted',
  withdrawn: 'Withdrawn',
};

export const documentLabels: Record<string, string> = {
  olevel_result: "O'level result",
  birth_certificate: 'Birth certificate',
  jamb_result: 'JAMB result slip',
  other: 'Other document',
};
