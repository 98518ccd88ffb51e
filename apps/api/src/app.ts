import type { IncomingHttpHeaders } from 'node:http';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { calendarRoutes } from '@/modules/academics/calendar/calendar.routes.ts';
import { coursesRoutes } from '@/modules/academics/courses/courses.routes.ts';
import { importRoutes } from '@/modules/academics/import/import.routes.ts';
import { settingsRoutes } from '@/modules/academics/settings/settings.routes.ts';
import { staffRoutes } from '@/modules/academics/staff/staff.routes.ts';
import { structureRoutes } from '@/modules/academics/structure/structure.routes.ts';
import { studentsRoutes } from '@/modules/academics/students/students.routes.ts';
import { applicationsRoutes } from '@/modules/admissions/applications/applications.routes.ts';
import { examsRoutes } from '@/modules/admissions/exams/exams.routes.ts';
import { officerRoutes } from '@/modules/admissions/officer/officer.routes.ts';
import { studentImportRoutes } from '@/modules/admissions/student-import/student-import.routes.ts';
import { hostelAdminRoutes } from '@/modules/hostels/admin/admin.routes.ts';
import { allocateOnPayment } from '@/modules/hostels/allocation/allocate-on-payment.ts';
import { hostelFeeClaim } from '@/modules/hostels/allocation/fee-claim.ts';
import { registerHostelHoldRelease } from '@/modules/hostels/allocation/release-holds.job.ts';
import { hostelBallotRoutes } from '@/modules/hostels/ballot/ballot.routes.ts';
import { allocationSlipRoutes } from '@/modules/hostels/slip/slip.routes.ts';
import { hostelStructureRoutes } from '@/modules/hostels/structure/structure.routes.ts';
import { studentHostelRoutes } from '@/modules/hostels/student/student-hostel.routes.ts';
import { lookupSession } from '@/modules/identity/sign-in/sessions.ts';
import { passportRoutes } from '@/modules/identity/users/passport.routes.ts';
import { usersRoutes } from '@/modules/identity/users/users.routes.ts';
import { messagingRoutes } from '@/modules/messaging/messaging.routes.ts';
import { registerMessagingJobs } from '@/modules/messaging/messaging-jobs.ts';
import { registerReconciler } from '@/modules/payments/checkout/reconcile.service.ts';
import { paymentSetupRoutes } from '@/modules/payments/setup/setup.routes.ts';
import { accountsDigest } from '@/modules/reports/accounts/accounts-digest.ts';
import { adminDigest } from '@/modules/reports/admin/admin-digest.ts';
import { admissionsQueueDigest, examsQueueDigest } from '@/modules/reports/queues/queue-digests.ts';
import { homeDigests } from '@/modules/reports/reports.queries.ts';
import { reportsRoutes } from '@/modules/reports/reports.routes.ts';
import { schoolDigest } from '@/modules/reports/school/school-digest.ts';
import { registerWeeklySummary } from '@/modules/reports/weekly-summary.job.ts';
import { transportAdminRoutes } from '@/modules/transport/admin/admin.routes.ts';
import { registerTransportExpiryAlerts } from '@/modules/transport/admin/expiry-alerts.job.ts';
import { transportNetworkRoutes } from '@/modules/transport/network/network.routes.ts';
import { transportPassRoutes } from '@/modules/transport/passes/pass.routes.ts';
import { activateOnPayment } from '@/modules/transport/payment/activate-on-payment.ts';
import { transportFeeClaim } from '@/modules/transport/payment/fee-claim.ts';
import { registerTransportSeatLapse } from '@/modules/transport/payment/lapse-unpaid.job.ts';
import { studentTransportRoutes } from '@/modules/transport/student/student-transport.routes.ts';
import { vehicleDocumentGrant } from '@/modules/transport/vehicles/document-grant.ts';
import { transportVehicleRoutes } from '@/modules/transport/vehicles/vehicles.routes.ts';
import type { AppConfig } from './config.ts';
import { recordAdmissionFee } from './modules/admissions/fee-settled.handler.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import {
  allocatedFeeClaims,
  feeSettled,
  transferEvidenceGrant,
} from './modules/payments/payments.queries.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { courseFormRoutes } from './modules/registration/course-form/course-form.routes.ts';
import { registrationRoutes } from './modules/registration/registration.routes.ts';
import { reviewRoutes } from './modules/registration/review/review.routes.ts';
import { rostersRoutes } from './modules/registration/rosters/rosters.routes.ts';
import { registerHoldRelease } from './modules/registration/waitlist/release-holds.job.ts';
import { waitlistRoutes } from './modules/registration/waitlist/waitlist.routes.ts';
import { amendmentsRoutes } from './modules/results/amendments/amendments.routes.ts';
import { publishingRoutes } from './modules/results/publishing/publishing.routes.ts';
import { resultsRoutes } from './modules/results/results.routes.ts';
import { resultsReviewRoutes } from './modules/results/review/review.routes.ts';
import { studentResultsRoutes } from './modules/results/student/student-results.routes.ts';
import { schoolsRoutes } from './modules/schools/schools.routes.ts';
import { schoolsAdminRoutes } from './modules/schools/schools-admin.routes.ts';
import { registerExportJobs } from './modules/system/export-jobs.ts';
import { exportsRoutes } from './modules/system/exports.routes.ts';
import { jobsRoutes } from './modules/system/jobs.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { waitingRoomRoutes } from './modules/waiting-room/waiting-room.routes.ts';
import { installAccessControl } from './platform/access/authenticate.ts';
import { enforceRouteAccess, type RegisteredRoute } from './platform/access/route-access.ts';
import type { Database } from './platform/db/database.ts';
import { runMigrations } from './platform/db/migrate.ts';
import {
  openConfiguredDatabase,
  openConfiguredReadDatabase,
} from './platform/db/open-configured.ts';
import { registerErrorHandling } from './platform/errors/error-handler.ts';
import { problemOf, sendProblem } from './platform/errors/problem.ts';
import { resolveAppSecret } from './platform/files/app-secret.ts';
import { fileGrants } from './platform/files/file-grants.ts';
import { filesRoutes } from './platform/files/files.routes.ts';
import { storageFor } from './platform/files/storage-factory.ts';
import { installAdmissionControl } from './platform/http/admission-control.ts';
import { registerCompression } from './platform/http/compression.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { echoRequestIds, generateRequestId } from './platform/http/request-ids.ts';
import { registerSecurityHeaders } from './platform/http/security.ts';
import { installTextGuard } from './platform/http/text-guard.ts';
import { hasWebBuild, isPagePath, readBuildId, registerWebApp } from './platform/http/web-app.ts';
import { JobRunner } from './platform/jobs/job-runner.ts';
import { registerJobPruning } from './platform/jobs/prune-jobs.ts';
import { devMailboxRoutes } from './platform/mail/dev-mailbox.routes.ts';
import { Mailer } from './platform/mail/mailer.ts';
import { gatewayFor } from './platform/payments/gateway-factory.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    buildId: string;
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export type AppDependencies = {
  /** An open database to use instead of the configured one; the caller closes it. */
  database?: Database;
  /** Skip migrations (the database is known to be migrated already). */
  skipMigrations?: boolean;
};

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** The whole API as a Fastify instance; server.ts listens with it and tests inject into it. */
export async function buildApp(
  config: AppConfig,
  dependencies: AppDependencies = {},
): Promise<FastifyInstance> {
  const options = {
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    bodyLimit: config.bodyLimitBytes,
    genReqId: (req: { headers: IncomingHttpHeaders }) =>
      generateRequestId(req.headers['x-request-id']),
    // Forwarded client addresses are believed only from the proxies the operator names. A hop
    // count believes the nearest N hops, whoever they are (Fastify alone would believe none):
    // right only when nothing can reach the server except through those proxies.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? trustHops(config.trustProxy)
        : config.trustProxy === false
          ? false
          : config.trustProxy.join(','),
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  };
  // With a certificate: HTTPS, HTTP/2 to browsers that offer it (one connection carries all of a
  // page's files, which a phone on a slow link feels most), HTTP/1.1 to the others. Node's HTTP/2
  // compatibility API hands the routes the same request and reply, so the app keeps one type.
  const app = (config.tls
    ? Fastify({ ...options, http2: true, https: { allowHTTP1: true, ...config.tls } })
    : Fastify(options)) as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON (and multipart uploads): a text/plain body, what fetch sends when the
  // content type is forgotten, gets a clear 415 rather than "expected object, received string".
  app.removeContentTypeParser('text/plain');

  const database = dependencies.database ?? (await openConfiguredDatabase(config));
  if (!dependencies.database) app.addHook('onClose', async () => database.close());
  if (!dependencies.skipMigrations) await runMigrations(database);
  // Closed after the job runner has stopped (onClose hooks run last-added first): a job's
  // export may be reading from it.
  const readDatabase = await openConfiguredReadDatabase(config);
  if (readDatabase) app.addHook('onClose', async () => readDatabase.close());

  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('buildId', readBuildId(config.webDistDir));
  app.decorate('registeredRoutes', registeredRoutes);

  const jobs = new JobRunner(database.db, config.jobs, app.log);
  const mailer = new Mailer(database.db, config.smtpUrl, config.mailFrom, app.log, jobs);
  // onClose hooks run last-added first: the runner stops before the mail transport closes.
  app.addHook('onClose', async () => mailer.close());
  const storage = storageFor(config);
  const appSecret = resolveAppSecret(config);
  const services = {
    db: database.db,
    readDb: readDatabase?.db ?? database.db,
    config,
    mailer,
    jobs,
    storage,
    appSecret,
    gateway: gatewayFor(config, database.db, appSecret),
  };
  app.decorate('services', services);
  // Modules hear of each other's facts here, so no module reaches into another's services.
  feeSettled.subscribe(recordAdmissionFee);
  feeSettled.subscribe(allocateOnPayment);
  feeSettled.subscribe(activateOnPayment);
  allocatedFeeClaims.register('hostel', hostelFeeClaim);
  allocatedFeeClaims.register('transport', transportFeeClaim);
  homeDigests.register('manager', schoolDigest);
  homeDigests.register('hos', schoolDigest);
  homeDigests.register('accountant', accountsDigest);
  homeDigests.register('bursar', accountsDigest);
  homeDigests.register('admin', adminDigest);
  homeDigests.register('admissionOfficer', admissionsQueueDigest);
  homeDigests.register('examOfficer', examsQueueDigest);
  fileGrants.add(transferEvidenceGrant);
  fileGrants.add(vehicleDocumentGrant);
  // Background jobs (docs/architecture.md, "Job runner"): each handler is registered here and
  // runs once across all API processes. Tests register theirs before the app is ready.
  mailer.registerDelivery();
  registerReconciler(services, app.log);
  registerHoldRelease(services);
  registerHostelHoldRelease(services);
  registerTransportExpiryAlerts(services);
  registerTransportSeatLapse(services);
  registerMessagingJobs(services);
  registerExportJobs(services);
  registerWeeklySummary(services);
  registerJobPruning(jobs, database.db);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());

  enforceRouteAccess(app, registeredRoutes);
  registerErrorHandling(app);
  // Before every route and the web app, so that its onSend hook sees all of their answers.
  await registerCompression(app);
  await app.register(cookie);
  // Uploads are read into memory by the route, each with its own size limit.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });
  installAccessControl(app, (token) => lookupSession(database.db, token, config.session));
  installAdmissionControl(app, config.admission);
  installTextGuard(app);
  echoRequestIds(app);
  registerSecurityHeaders(app, config);
  await registerOpenApi(app, config);

  await app.register(systemRoutes);
  await app.register(jobsRoutes);
  await app.register(identityRoutes);
  await app.register(usersRoutes);
  await app.register(passportRoutes);
  await app.register(auditRoutes);
  await app.register(structureRoutes);
  await app.register(calendarRoutes);
  await app.register(coursesRoutes);
  await app.register(staffRoutes);
  await app.register(studentsRoutes);
  await app.register(settingsRoutes);
  await app.register(importRoutes);
  await app.register(paymentsRoutes);
  await app.register(registrationRoutes);
  await app.register(waitingRoomRoutes);
  await app.register(resultsRoutes);
  await app.register(studentResultsRoutes);
  await app.register(studentHostelRoutes);
  await app.register(hostelStructureRoutes);
  await app.register(allocationSlipRoutes);
  await app.register(hostelAdminRoutes);
  await app.register(hostelBallotRoutes);
  await app.register(transportVehicleRoutes);
  await app.register(transportNetworkRoutes);
  await app.register(transportAdminRoutes);
  await app.register(studentTransportRoutes);
  await app.register(transportPassRoutes);
  await app.register(resultsReviewRoutes);
  await app.register(publishingRoutes);
  await app.register(amendmentsRoutes);
  await app.register(courseFormRoutes);
  await app.register(waitlistRoutes);
  await app.register(reviewRoutes);
  await app.register(rostersRoutes);
  await app.register(paymentSetupRoutes);
  await app.register(studentImportRoutes);
  await app.register(applicationsRoutes);
  await app.register(officerRoutes);
  await app.register(examsRoutes);
  await app.register(messagingRoutes);
  await app.register(exportsRoutes);
  await app.register(reportsRoutes);
  await app.register(filesRoutes);
  await app.register(schoolsRoutes);
  await app.register(schoolsAdminRoutes);
  if (config.devTools) await app.register(devMailboxRoutes);

  const serveWeb = hasWebBuild(config.webDistDir);
  if (serveWeb) await registerWebApp(app, config.webDistDir);

  app.setNotFoundHandler((request, reply) => {
    if (serveWeb && isPagePath(request.method, request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendProblem(
      reply,
      problemOf(request, 'route_not_found', {
        detail: `There is no API endpoint ${request.method} ${request.url.split('?')[0]}.`,
      }),
    );
  });

  return app;
}
