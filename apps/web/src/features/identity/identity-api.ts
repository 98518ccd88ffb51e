import type {
  TAccountSetupRequest,
  TChangePasswordRequest,
  TLoginRequest,
  TLoginResponse,
  TMe,
  TMessage,
  TRegisterAppAdminRequest,
  TRegisterRequest,
  TSessionUser,
} from '@campusflow/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { storeSelectedRole } from '@/lib/selected-role.ts';
import { sessionQuery } from '@/lib/session.ts';

export const identityApi = {
  login: (body: TLoginRequest) =>
    api<TLoginResponse>('/api/v1/auth/login', { method: 'POST', body }),
  register: (body: TRegisterRequest) =>
    api<TLoginResponse>('/api/v1/auth/register', { method: 'POST', body }),
  registerAppAdmin: (body: TRegisterAppAdminRequest) =>
    api<TLoginResponse>('/api/v1/auth/register-appadmin', { method: 'POST', body }),
  appAdminSetupOpen: () => api<{ open: boolean }>('/api/v1/auth/appadmin-setup'),
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
};

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
