import { PASSPORT_MAX_BYTES, ZIdParam, ZMe } from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadSessionUser } from '@/modules/identity/user-profile.ts';
import { requireActor } from '@/platform/access/actor.ts';
import { signedIn } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { readUpload } from '@/platform/files/upload.ts';
import { passportFor, replacePassport } from './passport.service.ts';

const tags = ['identity'];

export const passportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.put(
    '/api/v1/me/passport',
    {
      config: { access: signedIn() },
      schema: {
        summary: 'Upload your passport photograph (JPEG or PNG, up to 2 MB, at least 150 × 150 px)',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: ZMe },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const upload = await readUpload(request, {
        maxBytes: PASSPORT_MAX_BYTES,
        allowed: ['image/jpeg', 'image/png'],
      });
      await replacePassport(ctx, actor, upload, auditContext(request));
      const user = await loadSessionUser(ctx.db, actor.userId);
      if (!user) throw new AppError('user_profile_not_found');
      return { user };
    },
  );

  app.get(
    '/api/v1/users/:id/passport',
    {
      config: { access: signedIn({ unauthenticated: 'storage_unauthenticated' }) },
      schema: { summary: "A user's passport photograph", tags, params: ZIdParam },
    },
    async (request, reply) => {
      const photo = await passportFor(ctx, requireActor(request), request.params.id);
      // The profile's address carries the file id (?v=), so a new photo is a new address: what
      // it names never changes, and the browser keeps it; any other address is checked again.
      const versioned = (request.query as { v?: unknown }).v === photo.fileId;
      return reply
        .type(photo.contentType)
        .header('cache-control', versioned ? 'private, max-age=31536000, immutable' : 'no-cache')
        .send(photo.bytes);
    },
  );
};
