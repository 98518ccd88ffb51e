import { ZAllocationSlipCheck, ZAllocationSlipCodeParam } from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { publicAccess, requires } from '@/platform/access/route-access.ts';
import { pdfFile, sendDownload } from '@/platform/http/send-download.ts';
import { checkAllocationSlip, myAllocationSlipPdf } from './slip.service.ts';

const tags = ['hostels'];

/** The allocation slip PDF, for its student, and its public check by code. */
export const allocationSlipRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    '/api/v1/hostels/mine/slip.pdf',
    {
      config: { access: requires('hostels:apply:self') },
      schema: { summary: 'Your hostel allocation slip, once the bed is yours (PDF)', tags },
    },
    async (request, reply) => {
      const slip = await myAllocationSlipPdf(ctx, requireActor(request));
      return sendDownload(reply, pdfFile(slip.filename, slip.bytes));
    },
  );

  app.get(
    '/api/v1/hostels/slips/:code',
    {
      config: { access: publicAccess },
      schema: {
        summary: 'Check a hostel allocation slip by its verification code (public)',
        tags,
        params: ZAllocationSlipCodeParam,
        response: { 200: ZAllocationSlipCheck },
      },
    },
    async (request) => checkAllocationSlip(ctx, request.params.code),
  );
};
