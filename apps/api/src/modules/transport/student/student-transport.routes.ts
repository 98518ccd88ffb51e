import { ZMyTransport, ZSubscribeToRoute, ZTransportSubscription } from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myTransportPassPdf } from '@/modules/transport/passes/pass-pdf.service.ts';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { pdfFile, sendDownload } from '@/platform/http/send-download.ts';
import { cancelMySubscription } from './cancel.service.ts';
import { myTransport } from './my-transport.service.ts';
import { subscribeToRoute } from './subscribe.service.ts';

const tags = ['transport'];
const base = '/api/v1/transport/mine';
const subscribe = requires('transport:subscribe:self');

/** A student's subscription: routes on offer, subscribe, cancel, the pass PDF. */
export const studentTransportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    base,
    {
      config: { access: subscribe },
      schema: {
        summary: 'Your transport subscription, the routes on offer and why you cannot subscribe',
        tags,
        response: { 200: ZMyTransport },
      },
    },
    async (request) => myTransport(ctx, requireActor(request)),
  );

  app.post(
    `${base}/subscribe`,
    {
      config: { access: subscribe },
      schema: {
        summary: 'Subscribe to a route and stop for the session: a seat is kept while you pay',
        tags,
        body: ZSubscribeToRoute,
        response: { 201: ZTransportSubscription },
      },
    },
    async (request, reply) => {
      const subscription = await subscribeToRoute(
        ctx,
        requireActor(request),
        auditContext(request),
        request.body,
      );
      return reply.code(201).send(subscription);
    },
  );

  app.post(
    `${base}/cancel`,
    {
      config: { access: subscribe },
      schema: { summary: 'Cancel your subscription within the school’s window', tags },
    },
    async (request, reply) => {
      await cancelMySubscription(ctx, requireActor(request), auditContext(request));
      return reply.code(204).send();
    },
  );

  app.get(
    `${base}/pass.pdf`,
    {
      config: { access: subscribe },
      schema: { summary: 'Your transport pass, once the fare is paid (PDF with a QR code)', tags },
    },
    async (request, reply) => {
      const pass = await myTransportPassPdf(ctx, requireActor(request), auditContext(request));
      return sendDownload(reply, pdfFile(pass.filename, pass.bytes));
    },
  );
};
