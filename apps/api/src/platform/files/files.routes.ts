import {
  DOCUMENT_MAX_BYTES,
  ZFileList,
  ZFileListQuery,
  ZFileObject,
  ZIdParam,
  ZSignedContentQuery,
  ZSignedUrl,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { publicAccess, signedIn } from '@/platform/access/route-access.ts';
import { auditContext, recordAudit } from '@/platform/audit/audit.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { sendDownload } from '@/platform/http/send-download.ts';
import {
  fileById,
  fileForActor,
  listFiles,
  removeFile,
  storeFile,
  toFileObject,
} from './files.service.ts';
import { signedContentUrl, verifySignature } from './signed-urls.ts';
import { readUpload } from './upload.ts';

const tags = ['files'];
const access = signedIn({ unauthenticated: 'storage_unauthenticated' });

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.post(
    '/api/v1/files',
    {
      config: { access },
      schema: {
        summary: 'Upload a document (PDF, JPEG or PNG, up to 5 MB) as multipart/form-data',
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: ZFileObject },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const upload = await readUpload(request, {
        maxBytes: DOCUMENT_MAX_BYTES,
        allowed: ['application/pdf', 'image/jpeg', 'image/png'],
      });
      const row = await storeFile(ctx, ctx.db, {
        schoolId: actor.schoolId,
        ownerUserId: actor.userId,
        purpose: 'document',
        bytes: upload.bytes,
        contentType: upload.contentType,
        originalName: upload.originalName,
      });
      return reply.code(201).send(toFileObject(row));
    },
  );

  app.get(
    '/api/v1/files',
    {
      config: { access },
      schema: {
        summary: 'Your files (staff who read the school’s files: the school’s)',
        tags,
        querystring: ZFileListQuery,
        response: { 200: ZFileList },
      },
    },
    async (request) => listFiles(ctx, requireActor(request), request.query),
  );

  app.get(
    '/api/v1/files/:id/url',
    {
      config: { access },
      schema: {
        summary: 'A download link that expires in 15 minutes',
        tags,
        params: ZIdParam,
        response: { 200: ZSignedUrl },
      },
    },
    async (request) => {
      const row = await fileForActor(ctx, requireActor(request), request.params.id);
      return signedContentUrl(ctx.appSecret, row.id);
    },
  );

  app.get(
    '/api/v1/files/:id/content',
    {
      config: { access: publicAccess },
      schema: {
        summary: 'The file behind a signed download link',
        tags,
        params: ZIdParam,
        querystring: ZSignedContentQuery,
      },
    },
    async (request, reply) => {
      const { expires, signature } = request.query;
      if (!verifySignature(ctx.appSecret, request.params.id, expires, signature)) {
        throw new AppError('storage_unauthorized', {
          detail: 'This download link is not valid or has expired.',
        });
      }
      const row = await fileById(ctx.db, request.params.id);
      const bytes = row ? await ctx.storage.get(row.storageKey) : null;
      if (!row || !bytes) throw new AppError('storage_object_not_found');
      return sendDownload(reply, {
        filename: row.originalName,
        contentType: row.contentType,
        body: bytes,
        disposition: 'inline',
        cacheControl: 'private, max-age=900',
      });
    },
  );

  app.delete(
    '/api/v1/files/:id',
    {
      config: { access },
      schema: { summary: 'Delete one of your documents', tags, params: ZIdParam },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const row = await fileForActor(ctx, actor, request.params.id);
      if (row.ownerUserId !== actor.userId || row.purpose !== 'document')
        throw new AppError('storage_unauthorized');
      const removeBytes = await inTransaction(ctx.db, async (tx) => {
        const remove = await removeFile(ctx, tx, row.id);
        await recordAudit(tx, auditContext(request), {
          action: 'file.delete',
          entityType: 'file',
          entityId: row.id,
          before: toFileObject(row),
        });
        return remove;
      });
      await removeBytes();
      return reply.code(204).send();
    },
  );
};
