import {
  STUDENT_IMPORT_MAX_BYTES,
  ZStudentImportQuery,
  ZStudentImportResult,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { csvFile, sendDownload } from '@/platform/http/send-download.ts';
import { readUploadedTable } from '@/platform/import/upload.ts';
import { importStudents, studentImportTemplate } from './student-import.service.ts';

// App admins are platform-wide: the school is the one they pick, not theirs.
const manage = requires('users:manage:platform');

/** Bulk upload of already-admitted students (appadmin/uploadStudents). */
export const studentImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admissions'];

  app.post(
    '/api/v1/admissions/students/import',
    {
      config: { access: manage },
      schema: {
        summary:
          'Import already-admitted students of a school from CSV or XLSX (dryRun=true checks and writes nothing)',
        tags,
        consumes: ['multipart/form-data'],
        querystring: ZStudentImportQuery,
        response: { 200: ZStudentImportResult },
      },
    },
    async (request) => {
      const bytes = await readUploadedTable(request, STUDENT_IMPORT_MAX_BYTES);
      return importStudents(
        app.services,
        requireActor(request),
        { schoolId: request.query.schoolId, dryRun: request.query.dryRun, bytes },
        auditContext(request),
      );
    },
  );

  app.get(
    '/api/v1/admissions/students/import/template.csv',
    {
      config: { access: manage },
      schema: { summary: 'A CSV of students to fill in, with its header and an example row', tags },
    },
    async (_request, reply) =>
      sendDownload(reply, csvFile('students-template.csv', studentImportTemplate())),
  );
};
