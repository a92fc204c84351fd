import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Logger } from 'pino';
import {
  loginTicketKey,
  providerSecretKey,
  sandboxGatewayEnabled,
  sandboxGatewaySecret,
  serverRoot,
  staffTotpKey,
  staffTotpRequired,
  type AppConfig,
} from './config';
import { createDb, type Db } from './db/client';
import { createSessionService, type SessionPolicy, type SessionService } from './modules/session/service';
import { registerCaptchaRoutes } from './modules/captcha/routes';
import { createCaptchaService } from './modules/captcha/service';
import { registerMemberRoutes } from './modules/member/routes';
import { registerMemberCenterRoutes } from './modules/member-center/routes';
import { createLoginTicketService } from './modules/member/login-ticket';
import { registerLoginTicketRoutes } from './modules/member/login-ticket-routes';
import { registerGameRoutes } from './modules/games/routes';
import { registerLetterRoutes } from './modules/letters/routes';
import { registerContentRoutes } from './modules/content/routes';
import { registerContentAdminRoutes } from './modules/content/admin-routes';
import { createContentAdmin } from './modules/content/admin-service';
import { registerInfoPageRoutes } from './modules/info-pages/routes';
import { createInfoPageService } from './modules/info-pages/service';
import { createContentService } from './modules/content/service';
import { createPopupService } from './modules/content/popup-service';
import { registerSignInRoutes } from './modules/sign-in/routes';
import { createSignInService } from './modules/sign-in/service';
import { registerRedEnvelopeRoutes } from './modules/red-envelopes/routes';
import { createRedEnvelopeService } from './modules/red-envelopes/service';
import { createLetterService } from './modules/letters/service';
import { registerCatalogueRoutes, registerDemoRoutes } from './modules/games/catalogue-routes';
import { createCatalogueService } from './modules/games/catalogue-service';
import { createJackpots } from './modules/games/jackpots';
import { registerSiteModelRoutes } from './modules/site-models/routes';
import { createSiteSettingsAdmin } from './modules/site/settings-admin';
import { registerSiteSettingsRoutes } from './modules/site/settings-routes';
import { registerSiteWidgetRoutes } from './modules/site-widgets/routes';
import { createSiteWidgetService } from './modules/site-widgets/service';
import { createSiteModelService } from './modules/site-models/service';
import { createQuickBet } from './modules/games/quickbet';
import { createGameService } from './modules/games/service';
import { createMemberLocks } from './modules/games/member-lock';
import { registerRegistrationExtrasRoutes } from './modules/registration-extras/routes';
import { createRegistrationExtrasService } from './modules/registration-extras/service';
import { createSmsSender, type SmsSender } from './modules/registration-extras/sms-sender';
import { createMemberCenterService } from './modules/member-center/service';
import { createMemberService } from './modules/member/service';
import { findMemberById } from './modules/member/repository';
import { registerSiteRoutes } from './modules/site/routes';
import { registerStaffRoutes } from './modules/staff/routes';
import { findProvider } from './modules/games/repository';
import { registerWalletRoutes } from './modules/wallet/routes';
import { createWalletService } from './modules/wallet/service';
import { registerDepositRoutes } from './modules/deposit/routes';
import { createDepositService } from './modules/deposit/service';
import { gatewaySecrets } from './modules/deposit/gateway';
import { registerSandboxGateway } from './modules/deposit/sandbox-gateway';
import { registerWithdrawalRoutes } from './modules/withdrawal/routes';
import { createWithdrawalService } from './modules/withdrawal/service';
import { registerAdjustmentRoutes } from './modules/adjustment/routes';
import { createAdjustmentService } from './modules/adjustment/service';
import { createStaffAuditWriter, createStaffService } from './modules/staff/service';
import { registerAdminMemberRoutes } from './modules/member/admin-routes';
import { createAdminMemberService } from './modules/member/admin-service';
import { createSiteService, type SiteService } from './modules/site/service';
import { createMemberGuard, createStaffGuard, guardApiRoutesByDefault } from './platform/auth-guard';
import { systemClock, type Clock } from './platform/clock';
import type { RecurringJob } from './platform/jobs';
import { createDomainEventBus, type DomainEventBus } from './platform/domain-events';
import { createLedgerService, type LedgerService } from './modules/ledger/service';
import type { ProviderAdapter } from './modules/provider-wallet/adapter';
import { createProviders } from './modules/provider-wallet/providers';
import { installErrorHandler } from './platform/error-handler';
import { registerHealth } from './platform/health';
import { installLang } from './platform/lang';
import { createLogger } from './platform/logger';
import { registerMetrics } from './platform/metrics';
import { registerOpenApi } from './platform/openapi';
import { bridgeDomainEvents } from './platform/realtime/domain-bridge';
import { createRealtimeHub } from './platform/realtime/hub';
import type { RealtimePublisher } from './platform/realtime/publisher';
import type { CallDeps } from './platform/register-call';
import { createGameAdmin } from './modules/games/game-admin';
import { registerGameAdminRoutes } from './modules/games/game-admin-routes';
import { createProviderAdmin } from './modules/provider-wallet/provider-admin';
import { registerProviderAdmin } from './modules/provider-wallet/provider-admin-routes';
import { decorateRequestContext } from './platform/request-context';
import { registerSecurity, type RateLimitSettings } from './platform/security';
import { createTtlCache } from './platform/ttl-cache';
import { installNotFound, registerStaticFiles } from './platform/static-web';

export interface AppDeps {
  config: AppConfig;
  pool: pg.Pool;
  logger?: Logger;
  clock?: Clock;
  sessionPolicy?: SessionPolicy;
  rateLimit?: Partial<RateLimitSettings>;
  /** Where SMS verify codes go; default from SMS_GATEWAY_URL (tests pass an in-memory sender). */
  smsSender?: SmsSender;
  /** Realtime tuning; tests isolate their Redis channels and shorten the session sweep. */
  realtime?: { redisKey?: string; sweepMs?: number };
  /** Where the house games provider answers (in-process or HOUSE_GAMES_URL); unset: no house games. */
  houseGamesUrl?: string;
  /**
   * How long each node keeps slow-changing public reads (sites, visitors' game lists). `npm start`
   * uses a few seconds; tests use 0 so a change shows at once.
   */
  readCacheMs?: number;
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
  const app: FastifyInstance = Fastify({
    loggerInstance: (deps.logger ?? createLogger(config.LOG_LEVEL)) as FastifyBaseLogger,
    // Fastify accepts a hop count at runtime, but its types only list boolean and address lists.
    trustProxy: config.TRUST_PROXY as boolean | string,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = createDb(pool);
  const sessions = createSessionService(db, clock, deps.sessionPolicy);
  const sites = createSiteService(db, deps.readCacheMs ?? 0);
  app.decorate('db', db);
  app.decorate('sessions', sessions);
  app.decorate('sites', sites);
  app.decorate(
    'events',
    createDomainEventBus((err, name) => app.log.error({ err, event: name }, 'domain event listener failed')),
  );
  app.decorate('ledger', createLedgerService({ db }));
  const hub = createRealtimeHub({
    server: app.server,
    sessions,
    sites,
    defaultSiteId: config.DEFAULT_SITE_ID,
    findMember: (id) => findMemberById(db, id),
    log: app.log,
    redisUrl: config.REDIS_URL,
    ...deps.realtime,
  });
  app.decorate('realtime', hub.publisher);
  app.decorate('providers', createProviders(config, deps.houseGamesUrl));
  const unbridge = bridgeDomainEvents({
    events: app.events,
    ledger: app.ledger,
    realtime: hub.publisher,
    log: app.log,
  });
  app.addHook('preClose', async () => {
    unbridge();
    await hub.close();
  });
  decorateRequestContext(app);

  installErrorHandler(app);
  installNotFound(app, config.WEB_DIST);
  const staff = createStaffService({ db, clock, totpKey: staffTotpKey(config) });
  guardApiRoutesByDefault(
    app,
    createMemberGuard(sessions),
    createStaffGuard(staff, { requireTotp: staffTotpRequired(config) }),
  );

  await app.register(fastifyCookie);
  installLang(app);
  await registerSecurity(app, { redisUrl: config.REDIS_URL, rateLimit: deps.rateLimit });
  registerMetrics(app);
  await registerOpenApi(app);

  registerHealth(app, pool);
  const calls: CallDeps = {
    sites,
    defaultSiteId: config.DEFAULT_SITE_ID,
    visitorAnswers: deps.readCacheMs ? createTtlCache<string>(deps.readCacheMs) : undefined,
  };
  registerSiteRoutes(app, calls);
  registerStaffRoutes(app, staff);
  registerAdminMemberRoutes(
    app,
    createAdminMemberService({ db, clock, sessions, audit: createStaffAuditWriter(db, clock) }),
  );
  const captcha = createCaptchaService(db, clock, { enabled: config.CAPTCHA_MODE === 'on' });
  registerCaptchaRoutes(app, calls, captcha);
  const sms = deps.smsSender ?? createSmsSender(config, app.log);
  const registrationExtras = createRegistrationExtrasService({ db, clock, sms });
  const memberCenter = createMemberCenterService({ db, clock, sessions });
  const wallet = createWalletService({
    db,
    ledger: app.ledger,
    findMember: (id) => findMemberById(db, id),
    providerName: async (gpId) => (await findProvider(db, gpId))?.name,
  });
  registerRegistrationExtrasRoutes(app, calls, registrationExtras);
  registerMemberRoutes(
    app,
    calls,
    createMemberService({
      db,
      clock,
      sessions,
      captcha,
      phoneCodes: registrationExtras,
      bankAccounts: memberCenter,
      wallet,
    }),
    sites,
  );
  registerMemberCenterRoutes(app, calls, memberCenter);
  registerLoginTicketRoutes(
    app,
    calls,
    createLoginTicketService({ db, clock, sessions, key: loginTicketKey(config) }),
  );
  registerWalletRoutes(app, calls, wallet);
  registerDepositRoutes(
    app,
    calls,
    createDepositService({
      db,
      clock,
      ledger: app.ledger,
      events: app.events,
      gatewaySecret: gatewaySecrets({
        sealKey: providerSecretKey(config),
        sandboxSecret: sandboxGatewaySecret(config),
      }),
      sandboxEnabled: sandboxGatewayEnabled(config),
    }),
  );
  if (sandboxGatewayEnabled(config)) {
    await registerSandboxGateway(app, { secret: sandboxGatewaySecret(config), now: () => clock.now() });
  }
  registerWithdrawalRoutes(
    app,
    calls,
    createWithdrawalService({ db, clock, ledger: app.ledger, events: app.events, memberCenter }),
  );
  registerAdjustmentRoutes(
    app,
    createAdjustmentService({ db, clock, ledger: app.ledger, events: app.events }),
  );
  const memberLocks = createMemberLocks(pool, app.log);
  app.addHook('onClose', () => memberLocks.close());
  const games = createGameService({
    db,
    locks: memberLocks,
    ledger: app.ledger,
    providers: app.providers,
    clock,
    events: app.events,
    realtime: app.realtime,
  });
  registerGameRoutes(app, calls, games);
  registerGameAdminRoutes(app, createGameAdmin({ db, audit: createStaffAuditWriter(db, clock) }));
  await registerProviderAdmin(
    app,
    createProviderAdmin({
      db,
      clock,
      key: providerSecretKey(config),
      providers: app.providers,
      audit: createStaffAuditWriter(db, clock),
    }),
  );
  registerRedEnvelopeRoutes(
    app,
    calls,
    createRedEnvelopeService({
      db,
      clock,
      ledger: app.ledger,
      events: app.events,
      realtime: app.realtime,
      audit: createStaffAuditWriter(db, clock),
    }),
  );
  registerSignInRoutes(
    app,
    calls,
    createSignInService({
      db,
      clock,
      ledger: app.ledger,
      events: app.events,
      audit: createStaffAuditWriter(db, clock),
    }),
  );
  registerContentRoutes(app, calls, createContentService({ db, clock }), createPopupService({ db, clock }));
  registerContentAdminRoutes(
    app,
    createContentAdmin({
      db,
      clock,
      audit: createStaffAuditWriter(db, clock),
      realtime: app.realtime,
      siteCurrencies: async (siteId) => {
        const site = await sites.findActiveById(siteId);
        return site ? sites.currencies(site) : [];
      },
    }),
  );
  registerInfoPageRoutes(
    app,
    calls,
    createInfoPageService({ db, clock, audit: createStaffAuditWriter(db, clock) }),
  );
  registerSiteSettingsRoutes(
    app,
    calls,
    createSiteSettingsAdmin({
      db,
      clock,
      audit: createStaffAuditWriter(db, clock),
      realtime: app.realtime,
      // The site answer a visitor gets is cached twice: the site row, then the finished answer.
      sites: {
        forget: () => {
          sites.forget();
          calls.visitorAnswers?.clear();
        },
      },
      cacheMs: 2 * (deps.readCacheMs ?? 0),
    }),
  );
  registerSiteWidgetRoutes(
    app,
    calls,
    createSiteWidgetService({ db, clock, audit: createStaffAuditWriter(db, clock) }),
  );
  registerSiteModelRoutes(
    app,
    calls,
    createSiteModelService({ db, clock, audit: createStaffAuditWriter(db, clock), realtime: app.realtime }),
  );
  registerLetterRoutes(
    app,
    calls,
    createLetterService({ db, clock, realtime: app.realtime, audit: createStaffAuditWriter(db, clock) }),
  );
  const catalogue = createCatalogueService({
    db,
    reachable: () => [...app.providers.keys()],
    cacheMs: deps.readCacheMs ?? 0,
  });
  const jackpots = createJackpots({ db, providers: app.providers, clock });
  registerCatalogueRoutes(app, calls, catalogue, jackpots, createQuickBet({ db }));
  registerDemoRoutes(app, calls, catalogue, app.providers);
  app.decorate('recurringJobs', [
    // Provider transfers whose answer never came: ask the provider, then post or void them.
    { name: 'provider-transfer-reconcile', cron: '* * * * *', run: () => games.reconcile() },
    // Providers' progressive jackpot pools, for /v2/get_jackpot; also once at start.
    { name: 'game-jackpot-refresh', cron: '* * * * *', run: () => jackpots.refresh(), runAtStart: true },
  ]);
  await deps.extend?.(app, calls);

  await registerStaticFiles(app, { webDist: config.WEB_DIST, siteArtDir });
  await app.ready();
  return app;
}
