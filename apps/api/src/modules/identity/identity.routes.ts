import {
  ZAccountSetupRequest,
  ZAppAdminSetupStatus,
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZMe,
  ZMessage,
  ZRegisterAppAdminRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZTokenRequest,
} from '@campusflow/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completeAccountSetup } from '@/modules/identity/accounts/account-setup.service.ts';
import {
  resendVerification,
  verifyEmail,
} from '@/modules/identity/accounts/email-verification.service.ts';
import {
  changePassword,
  requestPasswordReset,
  resetPassword,
} from '@/modules/identity/accounts/password.service.ts';
import {
  appAdminSetupOpen,
  registerAppAdmin,
  registerApplicant,
} from '@/modules/identity/accounts/registration.service.ts';
import { type LoginResult, login } from '@/modules/identity/sign-in/login.service.ts';
import { revokeSession } from '@/modules/identity/sign-in/sessions.ts';
import { type Counter, reserveAttempt } from '@/modules/identity/sign-in/sign-in-throttle.ts';
import { requireActor } from '@/platform/access/actor.ts';
import { resolveActor } from '@/platform/access/authenticate.ts';
import { publicAccess, signedIn } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { setDeviceCookie } from '@/platform/auth/device-cookie.ts';
import { clearSessionCookie, setSessionCookie } from '@/platform/auth/session-cookie.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { KeptAnswers } from '@/platform/http/kept-answers.ts';
import { requestMeta } from './request-meta.ts';
import { loadSessionUser } from './user-profile.ts';

const tags = ['identity'];

/** The most profiles one API process keeps for `auth/me` (about 1 KB each). */
const MOST_PROFILES = 20_000;

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;
  const profiles = new KeptAnswers(MOST_PROFILES);

  const answerSignIn = (reply: FastifyReply, result: LoginResult) => {
    if (result.session) {
      setSessionCookie(reply, app.config, result.session.token);
      setDeviceCookie(reply, app.config, result.session.deviceToken);
    }
    return result.response;
  };

  app.post(
    '/api/v1/auth/login',
    {
      config: { access: publicAccess },
      schema: {
        summary: 'Sign in by e-mail or unique ID (matric number, JAMB number or phone)',
        tags,
        body: ZLoginRequest,
        response: { 200: ZLoginResponse },
      },
    },
    async (request, reply) =>
      answerSignIn(reply, await login(ctx, request.body, requestMeta(request))),
  );

  app.post(
    '/api/v1/auth/logout',
    { config: { access: publicAccess }, schema: { summary: 'Sign out', tags } },
    async (request, reply) => {
      const { actor } = await resolveActor(app, request, reply).catch(() => ({ actor: null }));
      if (actor) await revokeSession(app.database.db, actor.sessionId);
      clearSessionCookie(reply, app.config);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/v1/auth/me',
    {
      config: { access: signedIn() },
      schema: { summary: 'The signed-in user', tags, response: { 200: ZMe } },
    },
    // Kept while the session's view marks hold (migration 0035), sent as kept: the response
    // schema above is checked once, when the profile is made.
    async (request, reply) => {
      const actor = requireActor(request);
      const answer = await profiles.answer(actor.userId, actor.viewMark, async () => {
        const user = await loadSessionUser(app.database.db, actor.userId);
        if (!user) {
          clearSessionCookie(reply, app.config);
          throw new AppError('user_profile_not_found');
        }
        return { json: JSON.stringify(ZMe.parse({ user })) };
      });
      reply.header('cache-control', 'no-store');
      return answer.send(request, reply);
    },
  );

  app.post(
    '/api/v1/auth/account-setup',
    {
      config: { access: publicAccess },
      schema: {
        summary: 'First sign-in of a pre-registered user: set e-mail and password',
        tags,
        body: ZAccountSetupRequest,
        response: { 200: ZMessage },
      },
    },
    async (request, reply) => {
      const message = await completeAccountSetup(ctx, request.body, requestMeta(request));
      clearSessionCookie(reply, app.config);
      return { message };
    },
  );

  app.post(
    '/api/v1/auth/register',
    {
      config: { access: publicAccess },
      schema: {
        summary: 'Register as an applicant of a school',
        tags,
        body: ZRegisterRequest,
        response: { 201: ZLoginResponse },
      },
    },
    async (request, reply) => {
      const result = await registerApplicant(ctx, request.body, requestMeta(request));
      reply.code(201);
      return answerSignIn(reply, result);
    },
  );

  app.post(
    '/api/v1/auth/verify-email',
    {
      config: { access: publicAccess },
      schema: {
        summary: 'Confirm an e-mail address from its link',
        tags,
        body: ZTokenRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await verifyEmail(ctx, request.body.token, auditContext(request));
      return { message: 'Your e-mail address is verified. Thank you.' };
    },
  );

  app.post(
    '/api/v1/auth/verify-email/resend',
    {
      config: { access: signedIn() },
      schema: { summary: 'Send a new verification link', tags, response: { 200: ZMessage } },
    },
    async (request) => ({ message: await resendVerification(ctx, request.actor?.userId ?? '') }),
  );

  app.post(
    '/api/v1/auth/forgot-password',
    {
      config: { access: publicAccess },
      schema: {
        summary: 'E-mail a link to choose a new password',
        tags,
        body: ZForgotPasswordRequest,
        response: { 202: ZMessage },
      },
    },
    async (request, reply) => {
      // Each request mails someone: a few per e-mail address (from anywhere, so nobody's inbox
      // is flooded), and many different addresses from one client address (a campus shares
      // one). Counted and recorded in one locked step, so a parallel burst cannot pass together.
      const policy = app.config.signInThrottle;
      const counted: Counter[] = [
        {
          key: `reset:${request.body.email}`,
          free: app.config.passwordResetMaxRequests,
          mode: 'cap',
        },
        { key: `reset-ip:${request.ip}`, free: policy.addressIdentifiers, mode: 'distinct' },
      ];
      const reservation = await reserveAttempt(
        app.database.db,
        { counted },
        request.body.email,
        policy,
      );
      if (!reservation.ok) {
        throw new AppError('too_many_requests', { retryAfterSeconds: reservation.waitSeconds });
      }
      reply.code(202);
      return { message: await requestPasswordReset(ctx, request.body) };
    },
  );

  app.post(
    '/api/v1/auth/reset-password',
    {
      config: { access: publicAccess },
      schema: {
        summary: 'Choose a new password from a link',
        tags,
        body: ZResetPasswordRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => ({ message: await resetPassword(ctx, request.body, auditContext(request)) }),
  );

  app.post(
    '/api/v1/auth/change-password',
    {
      config: { access: signedIn() },
      schema: {
        summary: 'Change your password',
        tags,
        body: ZChangePasswordRequest,
        response: { 200: ZMessage },
      },
    },
    async (request, reply) => {
      const actor = request.actor;
      if (!actor) throw new AppError('not_authenticated');
      const changed = await changePassword(ctx, actor, request.body, requestMeta(request));
      setSessionCookie(reply, app.config, changed.sessionToken);
      return { message: changed.message };
    },
  );

  app.get(
    '/api/v1/auth/appadmin-setup',
    {
      config: { access: publicAccess },
      schema: {
        summary: 'Whether the first platform administrator may still register without a token',
        tags,
        response: { 200: ZAppAdminSetupStatus },
      },
    },
    async () => ({ open: await appAdminSetupOpen(ctx) }),
  );

  app.post(
    '/api/v1/auth/register-appadmin',
    {
      config: { access: publicAccess },
      schema: {
        summary: 'Register a platform administrator (the first, or with SETUP_TOKEN)',
        tags,
        body: ZRegisterAppAdminRequest,
        response: { 201: ZLoginResponse },
      },
    },
    async (request, reply) => {
      const result = await registerAppAdmin(ctx, request.body, requestMeta(request));
      reply.code(201);
      return answerSignIn(reply, result);
    },
  );
};
