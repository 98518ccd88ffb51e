import {
  ZCheckoutRequest,
  ZCheckoutResponse,
  ZIdParam,
  ZLedger,
  ZLedgerQuery,
  ZMyFees,
  ZMyPaymentsQuery,
  ZPayment,
  ZPaymentList,
  ZReceiptCheck,
  ZReviewTransferRequest,
  ZSandboxChargeRequest,
  ZVerifyRequest,
  ZVerifyResponse,
} from '@campusflow/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { payerOf, startCheckout } from '@/modules/payments/checkout/checkout.service.ts';
import {
  reviewTransfer,
  submitTransfer,
  TRANSFER_EVIDENCE_MAX_BYTES,
} from '@/modules/payments/checkout/transfers.service.ts';
import {
  ownPayment,
  reverifyForSchool,
  verifyOwnPayment,
} from '@/modules/payments/checkout/verify.service.ts';
import { receiveWebhook } from '@/modules/payments/checkout/webhook.service.ts';
import { myFees, myPayments } from '@/modules/payments/fees/student-fees.service.ts';
import { listLedger } from '@/modules/payments/records/ledger.service.ts';
import { ledgerExport } from '@/modules/payments/records/ledger-export.ts';
import { checkReceipt, receiptPdf } from '@/modules/payments/records/receipts.service.ts';
import { requireActor } from '@/platform/access/actor.ts';
import { publicAccess, requires, signedIn } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { registerExportRoutes } from '@/platform/export/export-routes.ts';
import { readUpload } from '@/platform/files/upload.ts';
import { servesLocalServices } from '@/platform/http/local-services.ts';
import { pdfFile, sendDownload } from '@/platform/http/send-download.ts';
import { SandboxGateway } from '@/platform/payments/sandbox.gateway.ts';

const tags = ['payments'];
const base = '/api/v1/payments';
const pay = requires('payments:pay:self');
const readLedger = requires('payments:read:school');
const manage = requires('payments:manage:school');

/** Checkout, confirmation, the student's fees, the ledger, transfers and receipts. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;
  /** The sandbox serves only pages on localhost or an IP address (spec section 7). */
  const refuseSandboxOffLocalHost = (request: FastifyRequest) => {
    if (ctx.gateway instanceof SandboxGateway && !servesLocalServices(app.config, request)) {
      throw new AppError('payment_configuration_error');
    }
  };

  app.post(
    `${base}/checkout`,
    {
      config: { access: pay },
      schema: {
        summary: 'Price a fee or instalment and open a pending payment for the inline checkout',
        tags,
        body: ZCheckoutRequest,
        response: { 201: ZCheckoutResponse },
      },
    },
    async (request, reply) => {
      refuseSandboxOffLocalHost(request);
      const result = await startCheckout(ctx, payerOf(requireActor(request)), request.body);
      return reply.code(201).send(result);
    },
  );

  app.post(
    `${base}/verify`,
    {
      config: { access: pay },
      schema: {
        summary: "Confirm one's payment with the gateway after the checkout's callback",
        tags,
        body: ZVerifyRequest,
        response: { 200: ZVerifyResponse },
      },
    },
    async (request) => verifyOwnPayment(ctx, requireActor(request), request.body.reference),
  );

  app.post(
    `${base}/sandbox/charge`,
    {
      config: { access: signedIn() },
      schema: {
        summary: 'The sandbox checkout: record what the tester did (sandbox gateway only)',
        tags,
        body: ZSandboxChargeRequest,
      },
    },
    async (request, reply) => {
      const gateway = ctx.gateway;
      if (!(gateway instanceof SandboxGateway)) throw new AppError('sandbox_unavailable');
      refuseSandboxOffLocalHost(request);
      const body = request.body;
      // The tester's own checkout only: nobody settles another person's payment.
      await ownPayment(ctx, requireActor(request), body.reference);
      await gateway.charge({
        reference: body.reference,
        amountKobo: body.amount,
        currency: body.currency,
        outcome: body.outcome,
      });
      return reply.code(204).send();
    },
  );

  // The webhook needs the raw bytes to check the signature, so JSON is not parsed here.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      `${base}/webhooks/paystack`,
      {
        config: { access: publicAccess },
        schema: {
          summary: 'Paystack webhook (x-paystack-signature: HMAC-SHA512 of the raw body)',
          tags,
          response: { 200: z.object({ received: z.literal(true) }) },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-paystack-signature'];
        return receiveWebhook(ctx, body, typeof signature === 'string' ? signature : undefined);
      },
    );
  });

  app.get(
    `${base}/my-fees`,
    {
      config: { access: pay },
      schema: {
        summary: "The student's fees for the current session, with status and charges",
        tags,
        response: { 200: ZMyFees },
      },
    },
    async (request) => myFees(ctx, requireActor(request)),
  );

  app.get(
    `${base}/mine`,
    {
      config: { access: pay },
      schema: {
        summary: "The student's own payments, newest first",
        tags,
        querystring: ZMyPaymentsQuery,
        response: { 200: ZPaymentList },
      },
    },
    async (request) => myPayments(ctx, requireActor(request), request.query),
  );

  app.post(
    `${base}/transfers`,
    {
      config: { access: pay },
      schema: {
        summary: 'Report a bank transfer with evidence (multipart: feeId, installmentNumber, file)',
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: ZPayment },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, {
        maxBytes: TRANSFER_EVIDENCE_MAX_BYTES,
        allowed: ['application/pdf', 'image/jpeg', 'image/png'],
      });
      const item = await submitTransfer(ctx, requireActor(request), upload, auditContext(request));
      return reply.code(201).send(item);
    },
  );

  app.get(
    base,
    {
      config: { access: readLedger },
      schema: {
        summary: "The school's payments ledger, filtered, with totals",
        tags,
        querystring: ZLedgerQuery,
        response: { 200: ZLedger },
      },
    },
    async (request) => listLedger(ctx, requireActor(request), request.query),
  );

  registerExportRoutes(app, ledgerExport, {
    path: `${base}/export`,
    summary: 'The filtered ledger',
    tags,
    access: readLedger,
  });

  app.post(
    `${base}/:id/reverify`,
    {
      config: { access: manage },
      schema: {
        summary: 'Ask the gateway again about a card payment',
        tags,
        params: ZIdParam,
        response: { 200: ZPayment },
      },
    },
    async (request) => reverifyForSchool(ctx, requireActor(request), request.params.id),
  );

  app.post(
    `${base}/:id/review`,
    {
      config: { access: manage },
      schema: {
        summary: 'Confirm or reject a bank transfer (audited)',
        tags,
        params: ZIdParam,
        body: ZReviewTransferRequest,
        response: { 200: ZPayment },
      },
    },
    async (request) =>
      reviewTransfer(
        ctx,
        requireActor(request),
        request.params.id,
        request.body,
        auditContext(request),
      ),
  );

  app.get(
    `${base}/:id/receipt.pdf`,
    {
      config: { access: requires(['payments:pay:self', 'payments:read:school']) },
      schema: { summary: 'The receipt of a confirmed payment (PDF)', tags, params: ZIdParam },
    },
    async (request, reply) => {
      const receipt = await receiptPdf(ctx, requireActor(request), request.params.id);
      return sendDownload(reply, pdfFile(receipt.filename, receipt.bytes));
    },
  );

  app.get(
    `${base}/receipts/:reference`,
    {
      config: { access: publicAccess },
      schema: {
        summary: 'Check a receipt by its reference (public)',
        tags,
        params: z.object({ reference: z.string().check(z.minLength(1), z.maxLength(100)) }),
        response: { 200: ZReceiptCheck },
      },
    },
    async (request) => checkReceipt(ctx, request.params.reference),
  );
};
