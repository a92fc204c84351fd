import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Logger } from 'pino';
import { fastifyTrustProxy, redisPrefix, serverRoot, staffTotpRequired, type AppConfig } from './config';
import { createDb, type Db } from './db/client';
import * as captchaModule from './modules/accounts/captcha/module';
import * as memberModule from './modules/accounts/member/module';
import * as memberCenterModule from './modules/accounts/member-center/module';
import * as registrationModule from './modules/accounts/registration/module';
import type { SmsSender } from './modules/accounts/registration';
import { findMemberById } from './modules/accounts/member';
import { createStaffCheck, createStaffGuard } from './modules/accounts/staff';
import {
  createLoginHistory,
  createMemberGuard,
  createSessionService,
  type SessionPolicy,
  type SessionService,
} from './modules/accounts/session';
import * as staffModule from './modules/accounts/staff/module';
import * as thirdPartyLoginModule from './modules/accounts/third-party-login/module';
import * as contentModule from './modules/engagement/content/module';
import * as infoPagesModule from './modules/engagement/info-pages/module';
import * as lettersModule from './modules/engagement/letters/module';
import * as redEnvelopesModule from './modules/engagement/red-envelopes/module';
import * as signInModule from './modules/engagement/sign-in/module';
import * as catalogueModule from './modules/games/catalogue/module';
import * as launchModule from './modules/games/launch/module';
import * as providersModule from './modules/games/providers/module';
import { createProviders, type ProviderAdapter } from './modules/games/providers';
import * as adjustmentModule from './modules/money/adjustment/module';
import * as approvalsModule from './modules/money/approvals/module';
import * as dashboardModule from './modules/money/dashboard/module';
import * as dailyReportsModule from './modules/reports/daily/module';
import * as depositModule from './modules/money/deposit/module';
import { createLedgerService, type LedgerService } from './modules/money/ledger';
import * as walletModule from './modules/money/wallet/module';
import * as rebatesModule from './modules/wagering/rebates/module';
import * as agentTransferModule from './modules/agents/transfer/module';
import * as commissionModule from './modules/agents/commission/module';
import * as withdrawalModule from './modules/money/withdrawal/module';
import * as turnoverModule from './modules/wagering/turnover/module';
import { agentLayoutFacts } from './modules/agents/tree';
import * as recommendModule from './modules/agents/recommend/module';
import * as agentApplicationsModule from './modules/agents/applications/module';
import * as agentPromotionModule from './modules/agents/promotion/module';
import * as levelsModule from './modules/wagering/levels/module';
import { levelOfMembers, levelWithdrawLimits } from './modules/wagering/levels';
import * as customerServiceModule from './modules/sites/customer-service/module';
import * as modelsModule from './modules/sites/models/module';
import * as siteModule from './modules/sites/site/module';
import { createSiteService, siteDetailBoot, type SiteService } from './modules/sites/site';
import * as widgetsModule from './modules/sites/widgets/module';
import * as betsModule from './modules/wagering/bets/module';
import * as agentTeamModule from './modules/agents/team/module';
import { createAttemptLimiter } from './platform/attempt-limiter';
import { createCacheInvalidation } from './platform/cache-invalidation';
import { guardApiRoutesByDefault } from './platform/auth-guard';
import { systemClock, type Clock } from './platform/clock';
import { createDomainEventBus, type DomainEventBus } from './platform/domain-events';
import { serverMessage } from './messages';
import { installErrorHandler } from './platform/error-handler';
import { registerHealth } from './platform/health';
import { refuseMalformedHost } from './platform/host-header';
import { refuseBadText } from './platform/input-text';
import type { RecurringJob } from './platform/jobs';
import { installLang } from './platform/lang';
import { installCountryHeader } from './platform/country';
import { createLogger } from './platform/logger';
import { registerMetrics } from './platform/metrics';
import type { ModuleContext } from './platform/module-context';
import { installNoStore } from './platform/no-store';
import { registerOpenApi } from './platform/openapi';
import { createRealtimeHub } from './platform/realtime/hub';
import type { RealtimePublisher } from './platform/realtime/publisher';
import type { CallDeps } from './platform/register-call';
import { decorateRequestContext } from './platform/request-context';
import { registerSecurity, type RateLimitSettings } from './platform/security';
import { installNotFound, registerStaticFiles } from './platform/static-web';
import { bootInOrder, pageCodeBoot, type PageBoot } from './platform/app-shell';
import { carriedCallsBoot } from './platform/carried-calls';
import { FIRST_CALLS, FIRST_PAGES, firstPageOf, pageStatus } from './first-page';
import { registerAdminConsole } from './platform/static-admin';
import { createTtlCache } from './platform/ttl-cache';

export interface AppDeps {
  config: AppConfig;
  pool: pg.Pool;
  logger?: Logger;
  clock?: Clock;
  sessionPolicy?: SessionPolicy;
  rateLimit?: Partial<RateLimitSettings>;
  /** Where SMS verify codes go; default from SMS_GATEWAY_URL (tests pass an in-memory sender). */
  smsSender?: SmsSender;
  /** Realtime tuning: tests shorten the session sweep (their Redis channels follow REDIS_PREFIX). */
  realtime?: { sweepMs?: number; presenceListLimit?: number };
  /** Where the house games provider answers (in-process or HOUSE_GAMES_URL); unset: no house games. */
  houseGamesUrl?: string;
  /**
   * How long each node keeps slow-changing public reads (sites, visitors' game lists). `npm start`
   * uses a few seconds; tests use 0 so a change shows at once.
   */
  readCacheMs?: number;
  /**
   * Failure limits: a test may give its Redis keys a prefix of its own, and a short pause for logins past
   * an account's failure threshold (default about one second).
   */
  attempts?: { redisPrefix?: string; slowDownMs?: number };
  /** Lets a test register extra routes (for example a member-only probe) before the app is sealed. */
  extend?: (app: FastifyInstance, calls: CallDeps) => void | Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    sessions: SessionService;
    sites: SiteService;
    events: DomainEventBus;
    ledger: LedgerService;
    realtime: RealtimePublisher;
    /** Game providers by gp_id; the games module launches and moves money through them. */
    providers: Map<string, ProviderAdapter>;
    /** Background work main.ts hands to pg-boss (tests run these directly). */
    recurringJobs: RecurringJob[];
  }
}

export const siteArtDir = path.join(serverRoot, 'public/sites');

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, pool } = deps;
  const clock = deps.clock ?? systemClock;
  const readCacheMs = deps.readCacheMs ?? 0;
  // Every key and channel this deployment puts in Redis starts with it (REDIS_PREFIX).
  const prefix = redisPrefix(config);
  const app: FastifyInstance = Fastify({
    loggerInstance: (deps.logger ?? createLogger(config.LOG_LEVEL)) as FastifyBaseLogger,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The services everything else stands on: sessions, sites, the ledger, events, realtime, providers.
  const db = createDb(pool);
  const sessions = createSessionService(db, clock, deps.sessionPolicy);
  const sites = createSiteService(db, readCacheMs);
  const ledger = createLedgerService({ db });
  const events = createDomainEventBus((err, name) =>
    app.log.error({ err, event: name }, 'domain event listener failed'),
  );
  const hub = createRealtimeHub({
    server: app.server,
    sessions,
    sites,
    defaultSiteId: config.DEFAULT_SITE_ID,
    findMember: (id) => findMemberById(db, id),
    log: app.log,
    redisUrl: config.REDIS_URL,
    // Staff sockets hear the review queues; the staff service is built below, before any connection.
    staffSessions: {
      async verify(token) {
        const who = await staff.verify(token);
        if (!who || who.mustChangePassword || (requireTotp && !who.totpEnabled)) return null;
        return {
          staff: { id: who.staffId, role: who.role, sessionId: who.sessionId },
          expiresAt: who.expiresAt,
        };
      },
      async live(sessionIds) {
        const live = await staff.liveSessions(sessionIds);
        for (const [id, session] of live) {
          if (session.mustChangePassword || (requireTotp && !session.totpEnabled)) live.delete(id);
        }
        return live;
      },
    },
    now: () => clock.now().getTime(),
    redisKey: `${prefix}realtime`,
    ...deps.realtime,
  });
  app.addHook('preClose', () => hub.close());
  const caches = createCacheInvalidation({
    redisUrl: config.REDIS_URL,
    channel: `${prefix}cache-invalidation`,
    log: app.log,
  });
  app.addHook('onClose', () => caches.close());
  const providers = createProviders(config, deps.houseGamesUrl);
  app.decorate('db', db);
  app.decorate('sessions', sessions);
  app.decorate('sites', sites);
  app.decorate('events', events);
  app.decorate('ledger', ledger);
  app.decorate('realtime', hub.publisher);
  app.decorate('providers', providers);
  decorateRequestContext(app);

  installErrorHandler(app, serverMessage);
  refuseBadText(app);
  // What the app shell carries (platform/app-shell.ts); modules registered below add theirs.
  const boots: PageBoot[] = [siteDetailBoot(sites, config.DEFAULT_SITE_ID), pageCodeBoot(FIRST_PAGES)];
  const pageBoot = bootInOrder(boots);
  installNotFound(app, config.WEB_DIST, pageBoot, pageStatus);
  const attempts = createAttemptLimiter({
    db,
    clock,
    redisUrl: config.REDIS_URL,
    redisPrefix: deps.attempts?.redisPrefix ?? `${prefix}attempts:`,
    onError: (err) => app.log.warn({ err }, 'redis error (attempt limits counted in PostgreSQL)'),
  });
  app.addHook('onClose', () => attempts.close());
  const calls: CallDeps = {
    sites,
    defaultSiteId: config.DEFAULT_SITE_ID,
    visitorAnswers: readCacheMs ? createTtlCache<string>(readCacheMs) : undefined,
  };
  const jobs: RecurringJob[] = [];
  const ctx: ModuleContext = {
    app,
    pool,
    config,
    db,
    clock,
    calls,
    events,
    realtime: hub.publisher,
    attempts,
    slowDownMs: deps.attempts?.slowDownMs ?? 1000,
    readCacheMs,
    caches,
    addJob: (job) => jobs.push(job),
  };

  // Every /api route is guarded from here on, so the guards exist before any route.
  const captcha = captchaModule.createCaptcha(ctx);
  const staff = staffModule.createStaff(ctx, { captcha });
  // A staff session that ends (logout, an admin's change) stops hearing the review queues at once.
  staff.onSessionsEnded((ended) => hub.endStaffSessions(ended));
  const requireTotp = staffTotpRequired(config);
  guardApiRoutesByDefault(app, createMemberGuard(sessions), createStaffGuard(staff, { requireTotp }));
  await app.register(fastifyCookie);
  installLang(app);
  installCountryHeader(app, config.COUNTRY_HEADER);
  await registerSecurity(app, { redisUrl: config.REDIS_URL, redisPrefix: prefix, rateLimit: deps.rateLimit });
  refuseMalformedHost(app);
  installNoStore(app);
  registerMetrics(app, config);
  await registerOpenApi(app, {
    production: config.NODE_ENV === 'production',
    isStaff: createStaffCheck(staff, { requireTotp }),
  });
  registerHealth(app, pool);

  // The modules, each registering its own routes and jobs; what one needs of another is named here.
  const contentImages = contentModule.createContentImages(ctx);
  siteModule.register(ctx, sites, { pictures: contentImages });
  modelsModule.register(ctx);
  widgetsModule.register(ctx);
  customerServiceModule.register(ctx);
  staffModule.register(ctx, staff);
  captchaModule.register(ctx, captcha);
  const phoneCodes = registrationModule.register(ctx, { captcha, sms: deps.smsSender });
  const memberCenter = memberCenterModule.register(ctx, { sessions, phoneCodes });
  const wallet = walletModule.register(ctx, { ledger, providers });
  const { verifiedLogin } = memberModule.register(ctx, {
    sessions,
    sites,
    captcha,
    phoneCodes,
    bankAccounts: memberCenter,
    loginHistory: createLoginHistory(db),
    bankLinks: memberCenter,
    wallet,
    agents: { layoutFacts: (memberId) => agentLayoutFacts(db, memberId) },
  });
  thirdPartyLoginModule.register(ctx, { verifiedLogin, sites });
  await depositModule.register(ctx, { ledger });
  const { turnover } = turnoverModule.register(ctx, { ledger });
  // A member's level may set their daily withdrawal caps in place of the site's.
  const withdrawals = withdrawalModule.register(ctx, {
    ledger,
    memberCenter,
    turnover,
    memberCaps: levelWithdrawLimits,
  });
  const adjustments = adjustmentModule.register(ctx, { ledger });
  const rebates = rebatesModule.register(ctx, { ledger, turnover, levelOf: levelOfMembers });
  const recommend = recommendModule.register(ctx, { ledger, turnover });
  const agentTransfers = agentTransferModule.register(ctx, { ledger, memberCenter });
  const commission = commissionModule.register(ctx, { ledger });
  approvalsModule.register(ctx, {
    adjustments: adjustments.proposals,
    withdrawals: withdrawals.proposals,
    rebates: rebates.proposals,
    recommendRewards: recommend.proposals,
    agentTransfers: agentTransfers.proposals,
    commission: commission.proposals,
  });
  dashboardModule.register(ctx);
  await providersModule.register(ctx, { providers, ledger });
  launchModule.register(ctx, { ledger, providers });
  catalogueModule.register(ctx, { providers });
  betsModule.register(ctx, { providers });
  agentTeamModule.register(ctx);
  redEnvelopesModule.register(ctx, { ledger });
  signInModule.register(ctx, { ledger });
  levelsModule.register(ctx, { ledger, turnover });
  boots.push(contentModule.register(ctx, { sites, images: contentImages }).homeBoot);
  infoPagesModule.register(ctx);
  lettersModule.register(ctx);
  dailyReportsModule.register(ctx);
  agentApplicationsModule.register(ctx);
  agentPromotionModule.register(ctx);
  // Last: the calls it carries are asked through the routes the modules above registered.
  boots.push(carriedCallsBoot(app, FIRST_CALLS, firstPageOf));
  app.decorate('recurringJobs', jobs);
  await deps.extend?.(app, calls);

  await registerAdminConsole(app, { adminDist: config.ADMIN_DIST });
  await registerStaticFiles(app, {
    webDist: config.WEB_DIST,
    siteArtDir,
    siteConfigDir: siteModule.siteConfigDir(config),
    boot: pageBoot,
  });
  await app.ready();
  return app;
}
