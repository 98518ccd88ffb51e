import type {
  TAccountSetupRequest,
  TChangePasswordRequest,
  TLoginRequest,
  TLoginResponse,
  TMe,
  TMessage,
  TRegisterAppAdminRequest,
  TRegisterRequest,
  TSchoolDirectory,
  TSessionUser,
} from '@campusflow/contracts';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { forgetOtherUsersDrafts } from '@/lib/form-draft.ts';
import { queryRoots } from '@/lib/query-keys.ts';
import { storeSelectedRole } from '@/lib/selected-role.ts';
import { sessionQuery } from '@/lib/session.ts';
import { notify, notifyError } from '@/lib/toast.ts';

// Signing in and out, accounts and the session (apps/api/src/modules/identity/*.routes.ts).
// Kept small: the sign-in page loads it, and it counts in the first page's download.

export const identityKeys = {
  all: [queryRoots.identity] as const,
  appAdminSetup: () => [...identityKeys.all, 'appadmin-setup'] as const,
  verifyEmail: (token: string | null) => [...identityKeys.all, 'verify-email', token] as const,
  linkedSchool: (code: string | null) => [...identityKeys.all, 'linked-school', code] as const,
};

/**
 * The school a link names by its code (`/register?school=DEMO`, from the apply page), looked up
 * in the public directory; null when no active school has that code.
 */
export const linkedSchoolQuery = (code: string | null) =>
  queryOptions({
    queryKey: identityKeys.linkedSchool(code),
    queryFn: async ({ signal }) => {
      const wanted = (code ?? '').trim().toUpperCase();
      const found = await api<TSchoolDirectory>(
        `/api/v1/schools/directory?limit=20&q=${encodeURIComponent(wanted)}`,
        { signal },
      );
      return found.items.find((s) => s.code.toUpperCase() === wanted) ?? null;
    },
    enabled: !!code?.trim(),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Whether the platform administrator may still be registered without a setup token. */
export const appAdminSetupQuery = () =>
  queryOptions({
    queryKey: identityKeys.appAdminSetup(),
    queryFn: ({ signal }) => api<{ open: boolean }>('/api/v1/auth/appadmin-setup', { signal }),
  });

/** The verification link's token, checked once: a second check would find it used. */
export const verifyEmailQuery = (token: string | null) =>
  queryOptions({
    queryKey: identityKeys.verifyEmail(token),
    queryFn: () => identityApi.verifyEmail(token ?? ''),
    enabled: !!token,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const identityApi = {
  logout: () => api<void>('/api/v1/auth/logout', { method: 'POST', body: {} }),
  login: (body: TLoginRequest) =>
    api<TLoginResponse>('/api/v1/auth/login', { method: 'POST', body }),
  register: (body: TRegisterRequest) =>
    api<TLoginResponse>('/api/v1/auth/register', { method: 'POST', body }),
  registerAppAdmin: (body: TRegisterAppAdminRequest) =>
    api<TLoginResponse>('/api/v1/auth/register-appadmin', { method: 'POST', body }),
  accountSetup: (body: TAccountSetupRequest) =>
    api<TMessage>('/api/v1/auth/account-setup', { method: 'POST', body }),
  verifyEmail: (token: string) =>
    api<TMessage>('/api/v1/auth/verify-email', { method: 'POST', body: { token } }),
  resendVerification: () =>
    api<TMessage>('/api/v1/auth/verify-email/resend', { method: 'POST', body: {} }),
  forgotPassword: (email: string) =>
    api<TMessage>('/api/v1/auth/forgot-password', { method: 'POST', body: { email } }),
  resetPassword: (token: string, password: string) =>
    api<TMessage>('/api/v1/auth/reset-password', { method: 'POST', body: { token, password } }),
  changePassword: (body: TChangePasswordRequest) =>
    api<TMessage>('/api/v1/auth/change-password', { method: 'POST', body }),
  uploadPassport: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api<TMe>('/api/v1/me/passport', { method: 'PUT', body: form });
  },
};

/** A new passport photograph: the answer is the session with it. */
export function useUploadPassport(handlers: {
  saved: () => void;
  refused: (error: Error) => void;
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: identityApi.uploadPassport,
    onSuccess: (me) => {
      client.setQueryData(sessionQuery.queryKey, me);
      handlers.saved();
    },
    onError: handlers.refused,
  });
}

/** Sends the verification link again, with a busy flag for the button and a toast either way. */
export function useResendVerification() {
  const mutation = useMutation({
    mutationFn: identityApi.resendVerification,
    onSuccess: (result) => notify.success(result.message),
    onError: (error) => notifyError(error),
  });
  return { busy: mutation.isPending, resend: () => mutation.mutate() };
}

/** A path from `?next=` that is safe to go to: ours, not another site's. */
export function safeNext(next: string | null): string | null {
  return next?.startsWith('/') && !next.startsWith('//') ? next : null;
}

/** Puts a fresh sign-in into the cache and picks the role when there is only one. */
export function rememberSignIn(queryClient: QueryClient, user: TSessionUser) {
  queryClient.clear();
  const me: TMe = { user };
  queryClient.setQueryData(sessionQuery.queryKey, me);
  storeSelectedRole(user.roles.mainRoles.length === 1 ? (user.roles.mainRoles[0] ?? null) : null);
  // Drafts left by someone whose session expired on this browser are not for this user.
  forgetOtherUsersDrafts(user.uid);
}

/**
 * Session-storage key of the pending account setup: the contract's `PENDING_SETUP_STORAGE_KEY`,
 * written out because the login page uses it and the contract module would bring its schemas
 * (and the schema library) into the login page's download. identity-api.test.ts checks both agree.
 */
const PENDING_SETUP_STORAGE_KEY = 'pendingUserId';

/** Spec section 5: the pending account setup lives in session storage. */
export const pendingSetup = {
  read: () => window.sessionStorage.getItem(PENDING_SETUP_STORAGE_KEY),
  write: (id: string) => window.sessionStorage.setItem(PENDING_SETUP_STORAGE_KEY, id),
  clear: () => window.sessionStorage.removeItem(PENDING_SETUP_STORAGE_KEY),
};
