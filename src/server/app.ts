import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { AppError } from '@/shared/errors.ts';
import { attendanceReportRoutes } from './attendance/attendance-reports.routes.ts';
import { attendanceRoutes } from './attendance/attendance.routes.ts';
import { auditRoutes } from './platform/audit/audit.routes.ts';
import { assignmentRoutes } from './assignments/assignments.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { recoveryRoutes } from './auth/recovery.routes.ts';
import { factorRoutes } from './auth/factors/factors.routes.ts';
import { oidcRoutes } from './auth/oidc/oidc.routes.ts';
import { identityProviderRoutes } from './identity-providers/identity-providers.routes.ts';
import { chatRoutes } from './chat/chat.routes.ts';
import { classRoutes } from './classes/classes.routes.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { AppDatabase } from './platform/db/database.ts';
import { feeRoutes } from './fees/fees.routes.ts';
import { healthRoutes } from './platform/health/health.routes.ts';
import { registerAccess } from './platform/http/access.ts';
import { importRoutes } from './imports/imports.routes.ts';
import { oneRosterRoutes } from './imports/oneroster/oneroster.routes.ts';
import { createLiveHub } from './platform/live/live-hub.ts';
import { LIVE_CHANNEL } from './platform/live/live.publish.ts';
import { liveRoutes } from './platform/live/live.routes.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { registerInputChecks } from './platform/http/input-checks.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { withRedaction } from './platform/http/log-redaction.ts';
import { openApiRoutes, openApiOptions } from './platform/http/openapi.ts';
import { parentRoutes } from './parent/parent.routes.ts';
import { meetingRoutes } from './meetings/meetings.routes.ts';
import { conferenceRoutes } from './conferences/conferences.routes.ts';
import { messageRoutes } from './messages/messages.routes.ts';
import { announcementRoutes } from './announcements/announcements.routes.ts';
import { absenceNoteRoutes } from './absence-notes/absence-notes.routes.ts';
import { createAfterReply, type AfterReply } from './platform/http/after-reply.ts';
import { registerSpa, sendSpaIndex } from './platform/http/spa.ts';
import { directoryRoutes } from './directory/directory.routes.ts';
import { peopleRoutes } from './accounts/accounts.routes.ts';
import { profileRoutes } from './profiles/profiles.routes.ts';
import { ragRoutes } from './rag/rag.routes.ts';
import { schoolCalendarRoutes } from './settings/school-calendar.routes.ts';
import { aiProvidersRoutes } from './settings/ai-providers.routes.ts';
import { settingsRoutes } from './settings/settings.routes.ts';
import { teacherRoutes } from './teacher/teacher.routes.ts';
import { tenantRoutes } from './tenants/tenants.routes.ts';
import { webAppRoutes } from './web-app/web-app.routes.ts';
import { createOutboxWorker, type OutboxWorker } from './platform/workers/outbox-worker.ts';
import { stopBuiltinEmbedder } from './platform/ai/builtin-embeddings.ts';
import { calendarFeedRoutes } from './calendar-feeds/calendar-feeds.routes.ts';
import { schoolEventRoutes } from './school-events/school-events.routes.ts';
import { notificationRoutes } from './notifications/notifications.routes.ts';
import { createPushSender, type PushSender } from './platform/workers/push-sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the email outbox; tests drain it on demand. */
    mailWorker: OutboxWorker;
    /** Work routes start after answering; tests drain it on demand. */
    afterReply: AfterReply;
    /** Sends Web Push after commit; tests drain it. */
    pushSender: PushSender;
  }
}

/** JSON bodies of the portal API are small; uploads get their own limits where they are accepted. */
export const JSON_BODY_LIMIT = 100 * 1024;

export interface BuildAppOptions {
  config: Config;
  database: AppDatabase;
  logger?: FastifyServerOptions['logger'];
  /** Send email in the background while the app runs (default); tests call mailWorker.drainOnce(). */
  backgroundMail?: boolean;
  /** Run work routes start after answering right away (default); tests call afterReply.drain(). */
  backgroundAfterReply?: boolean;
  /** How often the mail worker looks for due email (retries, other processes' mail). */
  mailPollMs?: number;
  /** The live-updates heartbeat (spec: 25 s); tests shorten it. */
  liveHeartbeatMs?: number;
}

/** Plugins, then the domains, then one error handler. Tests build the app with this too. */
export async function buildApp({
  config,
  database,
  logger = false,
  backgroundMail = true,
  backgroundAfterReply = true,
  mailPollMs = 15_000,
  liveHeartbeatMs,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedaction(logger),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });
  const mailWorker = createOutboxWorker({
    db: database.db,
    config,
    log: app.log,
    background: backgroundMail,
    pollMs: mailPollMs,
  });
  app.decorate('mailWorker', mailWorker);
  app.addHook('onReady', async () => mailWorker.start());
  app.addHook('onClose', async () => mailWorker.stop());
  // Live updates: this process LISTENs (every cluster worker does) and fans out to its streams.
  const liveHub = createLiveHub();
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unlisten = await database.listen(LIVE_CHANNEL, {
      onPayload: liveHub.deliver,
      onReconnect: liveHub.resync,
      log: app.log,
    });
  });
  app.addHook('onClose', async () => unlisten?.());
  const afterReply = createAfterReply(app.log, { manual: !backgroundAfterReply });
  app.decorate('afterReply', afterReply);
  app.addHook('onClose', async () => afterReply.drain());
  // The built-in embeddings model's process, if started and idle (another app may share it).
  app.addHook('onClose', async () => stopBuiltinEmbedder());
  const pushSender = createPushSender({ db: database.db, vapid: config.vapid, log: app.log });
  app.decorate('pushSender', pushSender);
  app.addHook('onClose', async () => pushSender.drain());
  const ctx: AppContext = {
    config,
    log: app.log,
    mail: { kick: (tenantId) => mailWorker.kick(tenantId) },
    push: pushSender,
    afterReply,
  };
  // Text with NUL or lone surrogates, multipart without a boundary: refused at the edge, for every route.
  registerInputChecks(app);
  app.setSerializerCompiler(serializerCompiler);

  registerSecurityHeaders(app, { hsts: config.env === 'production' });
  await app.register(rateLimit, {
    global: false,
    // The plugin sets Retry-After, then throws what this returns to the one error handler.
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'RATE_LIMITED',
        `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      ),
  });

  // Once shutdown starts, responses still in flight close their connection, so keep-alive
  // clients do not hold the process open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  registerErrorHandler(app, {
    spa: (await registerSpa(app, config.webDist)) ? sendSpaIndex : undefined,
  });

  // Who may call each route, declared on the route; before the OpenAPI document reads the routes.
  registerAccess(app, database.db, {
    jwtSecret: config.jwtSecret,
    strict: config.env !== 'production',
  });
  await app.register(swagger, openApiOptions);

  await healthRoutes(app, database);
  // Registered in this order, which the OpenAPI document follows.
  const domainRoutes: ((server: FastifyInstance, ctx: AppContext) => Promise<void>)[] = [
    openApiRoutes,
    tenantRoutes,
    webAppRoutes,
    authRoutes,
    recoveryRoutes,
    factorRoutes,
    oidcRoutes,
    identityProviderRoutes,
    profileRoutes,
    peopleRoutes,
    directoryRoutes,
    classRoutes,
    feeRoutes,
    parentRoutes,
    ragRoutes,
    attendanceRoutes,
    attendanceReportRoutes,
    settingsRoutes,
    aiProvidersRoutes,
    schoolCalendarRoutes,
    auditRoutes,
    teacherRoutes,
    importRoutes,
    oneRosterRoutes,
    chatRoutes,
    assignmentRoutes,
    meetingRoutes,
    conferenceRoutes,
    messageRoutes,
    announcementRoutes,
    absenceNoteRoutes,
    (server) => liveRoutes(server, liveHub, { heartbeatMs: liveHeartbeatMs }),
    notificationRoutes,
    calendarFeedRoutes,
    schoolEventRoutes,
  ];
  for (const routes of domainRoutes) await routes(app, ctx);

  return app;
}
