import type { TMe } from '@campusflow/contracts';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { api, handleSessionEvents } from '@/lib/api-client.ts';
import { browserDraftStorage, writeDraft } from '@/lib/form-draft.ts';
import { readSelectedRole, storeSelectedRole } from '@/lib/selected-role.ts';
import { sessionQuery } from '@/lib/session.ts';
import { stubWindowStorage } from '@/test/window-storage.ts';
import { queryClient } from './query-client.ts';
import { installSessionEvents, type Navigator } from './session-events.ts';

const me = {
  user: { name: 'Prof. Adaeze Okafor', roles: { mainRoles: ['hos'] } },
} as unknown as TMe;

/** The app's navigation as the session events see it: where it is, and where it is sent. */
function fakeRouter(pathname: string) {
  let at = pathname;
  return {
    path: () => at,
    navigate: vi.fn((to: string) => {
      at = to.split('?')[0] ?? to;
    }),
  } satisfies Navigator;
}

function answer(status: number, code: string, detail: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ type: 'x', title: 't', status, code, detail }), { status }),
    ),
  );
}

// The toasts shown (react-toastify's, through lib/toast.ts).
let errorToasts: MockInstance<typeof toast.error>;
let warningToasts: MockInstance<typeof toast.warning>;
let storage: Map<string, string>;
beforeEach(() => {
  vi.useFakeTimers();
  errorToasts = vi.spyOn(toast, 'error').mockReturnValue('toast');
  warningToasts = vi.spyOn(toast, 'warning').mockReturnValue('toast');
  storage = stubWindowStorage();
});

/** A form draft of the signed-in user (lib/form-draft.ts), to see whether it outlives the session. */
function typedDraft() {
  const local = browserDraftStorage();
  if (!local) throw new Error('no storage');
  writeDraft(local, { userId: 'u-1', form: 'composer', recordId: 'new' }, 1, { subject: 'Hi' });
  return 'campusflow-draft:u-1:composer:new';
}
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  handleSessionEvents(null);
  queryClient.clear();
  vi.restoreAllMocks();
});

describe('session answers (spec section 4: a missing profile signs the user out)', () => {
  it('signs a signed-in user out with the API message and goes to /login', async () => {
    const router = fakeRouter('/dashboard/hos/faculties');
    installSessionEvents(router);
    queryClient.setQueryData(sessionQuery.queryKey, me);
    queryClient.setQueryData(['faculties'], { items: [] });
    storeSelectedRole('hos');
    const draft = typedDraft();
    answer(401, 'user_profile_not_found', 'User profile not found.');
    await expect(api('/api/v1/academics/faculties')).rejects.toThrow('User profile not found.');
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toBeNull();
    expect(queryClient.getQueryData(['faculties'])).toBeUndefined();
    expect(readSelectedRole()).toBeNull();
    // Nobody comes back to a deleted profile's drafts: they go with it.
    expect(storage.has(draft)).toBe(false);
    expect(errorToasts).toHaveBeenCalledExactlyOnceWith('User profile not found.', {
      toastId: 'session-ended',
    });
    await vi.runAllTimersAsync();
    expect(router.navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('comes back to the page after an expired session, to the drafts typed there', async () => {
    const router = fakeRouter('/dashboard/hos/faculties');
    installSessionEvents(router);
    queryClient.setQueryData(sessionQuery.queryKey, me);
    const draft = typedDraft();
    answer(401, 'not_authenticated', 'User not authenticated.');
    await expect(api('/api/v1/academics/faculties')).rejects.toThrow();
    await vi.runAllTimersAsync();
    expect(router.navigate).toHaveBeenCalledWith('/login?next=%2Fdashboard%2Fhos%2Ffaculties', {
      replace: true,
    });
    expect(storage.has(draft)).toBe(true);
  });

  it('stays silent for a signed-out visitor, and after the first time', async () => {
    const router = fakeRouter('/login');
    installSessionEvents(router);
    answer(401, 'not_authenticated', 'User not authenticated.');
    await expect(api('/api/v1/auth/me')).rejects.toThrow();
    queryClient.setQueryData(sessionQuery.queryKey, null);
    answer(401, 'user_profile_not_found', 'User profile not found.');
    await expect(api('/api/v1/auth/me')).rejects.toThrow();
    await vi.runAllTimersAsync();
    expect(errorToasts).not.toHaveBeenCalled();
    expect(warningToasts).not.toHaveBeenCalled();
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it('does not navigate again when already on /login', async () => {
    const router = fakeRouter('/login');
    installSessionEvents(router);
    answer(401, 'user_profile_not_found', 'User profile not found.');
    await expect(api('/api/v1/auth/me')).rejects.toThrow();
    await vi.runAllTimersAsync();
    expect(errorToasts).toHaveBeenCalledExactlyOnceWith('User profile not found.', {
      toastId: 'session-ended',
    });
    expect(router.navigate).not.toHaveBeenCalled();
  });
});
