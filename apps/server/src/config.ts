import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEVELOPMENT_HOUSE_SECRET, MIN_SECRET_LENGTH } from '@arks/house-games/config';
import { z } from 'zod';

// Defaults are resolved from this file, not the working directory: `npm start -w apps/server` runs with
// cwd apps/server, while `npm start` at the root runs with cwd at the root; both must find ./data.
// The compiled server (apps/server/dist/main.js) sits as deep as this file (apps/server/src/config.ts),
// so the same three steps up reach the repository from both.
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const serverRoot = path.join(repoRoot, 'apps/server');

// Outside production an unset secret falls back to one of these: public, since they are in this repository.
const DEVELOPMENT_STAFF_TOTP_KEY = 'arks-development-staff-totp-key';
const DEVELOPMENT_PROVIDER_KEY = 'arks-development-provider-key';
const DEVELOPMENT_SANDBOX_SECRET = 'arks-development-sandbox-gateway';
const DEVELOPMENT_CAPTCHA_KEY = 'arks-development-captcha-key';
const DEVELOPMENT_AUDIT_CHECKPOINT_KEY = 'arks-development-audit-checkpoint-key';

/** The database `npm start` makes in the embedded PostgreSQL when DATABASE_URL is unset. */
export const EMBEDDED_DATABASE = 'arks';

/** Empty strings count as unset, so `DATABASE_URL=` in a script means "use the embedded database". */
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const trustProxy = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .optional()
    .transform((v): boolean | number | string => {
      if (v === undefined || v === 'false') return false;
      if (v === 'true') return true;
      if (/^\d+$/.test(v)) return Number(v);
      return v;
    }),
);

export const ZConfig = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalText,
  MIGRATION_DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  REDIS_PREFIX: optionalText,
  DATA_DIR: optionalText.transform((v) => path.resolve(v ?? path.join(repoRoot, 'data'))),
  WEB_DIST: optionalText.transform((v) => path.resolve(v ?? path.join(repoRoot, 'apps/web/dist'))),
  /** The back office's build (apps/admin), served at /admin. */
  ADMIN_DIST: optionalText.transform((v) => path.resolve(v ?? path.join(repoRoot, 'apps/admin/dist'))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DEFAULT_SITE_ID: z.coerce.number().int().min(0).default(1),
  TRUST_PROXY: trustProxy,
  CAPTCHA_MODE: z.enum(['on', 'off']).default('on'),
  CAPTCHA_KEY: optionalText,
  SMS_GATEWAY_URL: optionalText,
  SMS_GATEWAY_TOKEN: optionalText,
  STAFF_TOTP_KEY: optionalText,
  STAFF_TOTP_REQUIRED: z.enum(['on', 'off']).optional(),
  AUDIT_CHECKPOINT_KEY: optionalText,
  AUDIT_CHECKPOINT_FILE: optionalText.transform((v) => (v === undefined ? undefined : path.resolve(v))),
  AUDIT_CHECKPOINT_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  HOUSE_GAMES_URL: optionalText,
  HOUSE_GAMES_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(65_535).optional(),
  ),
  HOUSE_GAMES_PUBLIC_URL: optionalText,
  HOUSE_GAMES_SECRET: optionalText,
  HOUSE_GAMES_FRAME_ANCESTORS: optionalText,
  LOGIN_TICKET_KEY: optionalText,
  PROVIDER_SECRET_KEY: optionalText,
  SANDBOX_GATEWAY: z.enum(['on', 'off']).optional(),
  SANDBOX_GATEWAY_SECRET: optionalText,
  SEED_DEMO: z.enum(['on', 'off']).optional(),
  COUNTRY_HEADER: optionalText,
  SITE_CONFIG_DIR: optionalText.transform((v) => (v ? path.resolve(v) : undefined)),
  METRICS_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(65_535).optional(),
  ),
  METRICS_TOKEN: optionalText,
});
export type AppConfig = z.output<typeof ZConfig>;

/** What each variable does; the README's configuration table is written from this list. */
export const CONFIG_DOCS: Record<keyof AppConfig, { default: string; description: string }> = {
  PORT: { default: '3000', description: 'HTTP port for the API, the member site and health endpoints' },
  HOST: { default: '0.0.0.0', description: 'interface to listen on' },
  DATABASE_URL: {
    default: 'unset',
    description: 'PostgreSQL 15+ URL; when set no embedded PostgreSQL is started',
  },
  MIGRATION_DATABASE_URL: {
    default: 'unset (migrations run with DATABASE_URL)',
    description:
      'the same database as the owner of its tables: migrations, the seed and the job queue\'s schema run with it, the server then serves with DATABASE_URL\'s role, which is given what it needs and may only read and add staff audit rows (see README "A serving role that owns nothing"); requires DATABASE_URL',
  },
  REDIS_URL: {
    default: 'unset',
    description:
      'Redis URL; when set, rate-limit and failed-attempt counters, realtime fan-out (socket.io Redis adapter) and read-cache invalidations live in Redis (attempt counters fall back to PostgreSQL while Redis is down)',
  },
  REDIS_PREFIX: {
    default: 'arks:<database name>: (arks:arks: with the embedded database)',
    description:
      "prefix of every key and channel the server puts in Redis; the nodes of one deployment share it, and two deployments on one Redis need different ones (the default differs when their databases' names do)",
  },
  DATA_DIR: {
    default: '<repo>/data',
    description: 'where the embedded PostgreSQL keeps its files ($DATA_DIR/postgres)',
  },
  WEB_DIST: { default: '<repo>/apps/web/dist', description: 'the built member site the server serves' },
  ADMIN_DIST: {
    default: '<repo>/apps/admin/dist',
    description: 'the built back office the server serves at /admin',
  },
  LOG_LEVEL: { default: 'info', description: 'pino level; JSON lines on stdout, secrets redacted' },
  NODE_ENV: { default: 'development', description: 'development | production | test' },
  DEFAULT_SITE_ID: {
    default: '1',
    description: 'site served to a host that matches no site; 0 refuses unknown hosts',
  },
  TRUST_PROXY: {
    default: 'unset (trust no proxy: the client is the socket address)',
    description:
      'the proxies in front of the server, so the client address (per-address limits, audit) is the one the outermost of them saw: a hop count (1 behind one load balancer, 2 behind two) or, better, their subnets (e.g. 10.0.0.0/8,172.16.0.0/12), which also refuses headers from anyone who bypasses them; true trusts any X-Forwarded-For (lets a client pick its own address) and is refused in production',
  },
  CAPTCHA_MODE: {
    default: 'on',
    description: 'off turns every login and register captcha off (automated tests only)',
  },
  CAPTCHA_KEY: {
    default: 'unset (required in production; a fixed development key otherwise)',
    description:
      'keys the stored captcha answers (HMAC-SHA256), so whoever reads the database cannot solve live captchas; every node needs the same one',
  },
  SMS_GATEWAY_URL: {
    default: 'unset',
    description:
      'HTTP SMS gateway for verify codes (POST JSON phone, code, site_id); unset: codes are logged in development, not sent in production',
  },
  SMS_GATEWAY_TOKEN: { default: 'unset', description: 'bearer token sent to SMS_GATEWAY_URL' },
  STAFF_TOTP_KEY: {
    default: 'unset (required in production; a fixed development key otherwise)',
    description:
      'secret that encrypts staff TOTP secrets at rest (AES-256-GCM); changing it voids enrolments',
  },
  STAFF_TOTP_REQUIRED: {
    default: 'on in production, off otherwise',
    description: 'on: staff without two-factor set up may only call /api/admin/auth/* (set-up, me, logout)',
  },
  AUDIT_CHECKPOINT_KEY: {
    default: 'unset (required in production; a fixed development key otherwise)',
    description:
      "signs the staff audit's head checkpoints (HMAC-SHA256); keep it out of the database's reach: whoever holds it can write a checkpoint that agrees with a rewritten log",
  },
  AUDIT_CHECKPOINT_FILE: {
    default: 'unset',
    description:
      "file every staff audit head checkpoint (every 10 minutes and at start) is appended to as one JSON line, and the audit check reads the latest from; put it where the database's users cannot write (another disk, a shipped log)",
  },
  AUDIT_CHECKPOINT_URL: {
    default: 'unset',
    description:
      'http(s) address each staff audit head checkpoint is also POSTed to (the JSON line as the body), e.g. a log collector or a write-once store',
  },
  HOUSE_GAMES_URL: {
    default: 'unset',
    description: 'where the house games provider runs; unset: `npm start` runs it in-process on its own port',
  },
  HOUSE_GAMES_PORT: { default: 'PORT + 1', description: 'port of the in-process house games provider' },
  HOUSE_GAMES_PUBLIC_URL: {
    default: 'http://localhost:<HOUSE_GAMES_PORT>',
    description: "the house provider's address as members' browsers reach it (game pages)",
  },
  HOUSE_GAMES_SECRET: {
    default: 'unset (required in production; a fixed development secret otherwise)',
    description: 'shared secret that signs every request between the platform and the house provider',
  },
  HOUSE_GAMES_FRAME_ANCESTORS: {
    default: "'self' http://localhost:* http://127.0.0.1:* http://*.localhost:* (development)",
    description:
      "origins allowed to show house game pages in a frame (CSP frame-ancestors), comma or space separated: set it to every site's https origin in production",
  },
  LOGIN_TICKET_KEY: {
    default: 'unset (required in production; random per process otherwise)',
    description: 'seals query-token login tickets (/api/get_info_data enc); every node needs the same one',
  },
  PROVIDER_SECRET_KEY: {
    default: 'unset (required in production; a fixed development key otherwise)',
    description:
      'encrypts game-provider, payment-gateway and third-party login (OpenID Connect client) secrets at rest (AES-256-GCM); every node needs the same one, changing it voids stored secrets',
  },
  SANDBOX_GATEWAY: {
    default: 'on outside production, off in production',
    description:
      'on: serve the sandbox payment gateway at /sandbox-gateway (the payer confirms or cancels; it calls back like a real gateway); every start logs a warning while it is on',
  },
  SANDBOX_GATEWAY_SECRET: {
    default:
      'unset (a fixed development secret; production with SANDBOX_GATEWAY=on refuses to start without a non-default one)',
    description: 'the secret the sandbox gateway and the seeded sandbox deposit channels sign with',
  },
  SEED_DEMO: {
    default: 'on outside production, off in production',
    description:
      "on: the seed adds the two demo brands (sites 1 and 2 on localhost, 127.0.0.1 and site2.localhost, with their artwork, banners, bank accounts, content, and a year of sign-in calendars and red envelopes for each currency) and, while SANDBOX_GATEWAY is on, the sandbox gateway's deposit channels; off: a clean platform with the house games only, whose sites `npm run site:create` makes",
  },
  SITE_CONFIG_DIR: {
    default: '$DATA_DIR/site-config',
    description:
      "where the server writes each site's public detail (one <host>.json per host and default.json), served at /site-config/ for the member site to read when /arks/web/site/detail fails; with several nodes, shared storage (each node also rewrites it every 5 minutes)",
  },
  COUNTRY_HEADER: {
    default: 'CF-IPCountry',
    description:
      "the request header in which the CDN in front names the visitor's country (ISO 3166 code, e.g. CloudFront-Viewer-Country); a first visitor reads that country's language when the site offers it (spec §9), and sites may refuse logins from countries they block (login code 202)",
  },
  METRICS_PORT: {
    default: 'unset',
    description:
      'serve Prometheus /metrics only on this port (own small HTTP server on HOST), never on PORT; keep it off the public network',
  },
  METRICS_TOKEN: {
    default: 'unset',
    description:
      '/metrics on PORT requires `Authorization: Bearer <token>`; with neither this nor METRICS_PORT, production serves no /metrics on PORT',
  },
};

/**
 * The key that seals query-token login tickets. Production requires one (shared by every node);
 * elsewhere a random key per process is enough, since a ticket lives 60 seconds.
 */
const processTicketKey = randomBytes(32).toString('base64url');
export function loginTicketKey(config: Pick<AppConfig, 'NODE_ENV' | 'LOGIN_TICKET_KEY'>): string {
  if (config.LOGIN_TICKET_KEY) return config.LOGIN_TICKET_KEY;
  if (config.NODE_ENV === 'production') throw new Error('LOGIN_TICKET_KEY must be set in production');
  return processTicketKey;
}

/** Outside production an unset secret falls back to a fixed, public development one. */
export function houseGamesSecret(config: Pick<AppConfig, 'NODE_ENV' | 'HOUSE_GAMES_SECRET'>): string {
  if (config.HOUSE_GAMES_SECRET) return config.HOUSE_GAMES_SECRET;
  if (config.NODE_ENV === 'production') throw new Error('HOUSE_GAMES_SECRET must be set in production');
  return DEVELOPMENT_HOUSE_SECRET;
}

/** Outside production an unset key falls back to a fixed, public development key; production refuses to start. */
export function auditCheckpointKey(config: Pick<AppConfig, 'NODE_ENV' | 'AUDIT_CHECKPOINT_KEY'>): string {
  if (config.AUDIT_CHECKPOINT_KEY) return config.AUDIT_CHECKPOINT_KEY;
  if (config.NODE_ENV === 'production') throw new Error('AUDIT_CHECKPOINT_KEY must be set in production');
  return DEVELOPMENT_AUDIT_CHECKPOINT_KEY;
}

/** Staff must set up two-factor before using the back office: always in production. */
export function staffTotpRequired(config: Pick<AppConfig, 'NODE_ENV' | 'STAFF_TOTP_REQUIRED'>): boolean {
  return (config.STAFF_TOTP_REQUIRED ?? (config.NODE_ENV === 'production' ? 'on' : 'off')) === 'on';
}

/**
 * The key of the stored captcha answers. A captcha has four characters, so an unkeyed hash is solved by
 * trying them all; production requires a key of its own (the same on every node: a captcha issued by
 * one node is answered on another).
 */
export function captchaKey(config: Pick<AppConfig, 'NODE_ENV' | 'CAPTCHA_KEY'>): string {
  if (config.CAPTCHA_KEY) return config.CAPTCHA_KEY;
  if (config.NODE_ENV === 'production') throw new Error('CAPTCHA_KEY must be set in production');
  return DEVELOPMENT_CAPTCHA_KEY;
}

/** Outside production an unset key falls back to a fixed, public development key; production refuses to start. */
export function staffTotpKey(config: Pick<AppConfig, 'NODE_ENV' | 'STAFF_TOTP_KEY'>): string {
  if (config.STAFF_TOTP_KEY) return config.STAFF_TOTP_KEY;
  if (config.NODE_ENV === 'production') throw new Error('STAFF_TOTP_KEY must be set in production');
  return DEVELOPMENT_STAFF_TOTP_KEY;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const problems = [
    ...productionSecretProblems(parsed.data),
    ...trustProxyProblems(parsed.data),
    ...migrationRoleProblems(parsed.data),
  ];
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return parsed.data;
}

// Trusting every X-Forwarded-For lets each client name its own address, and every per-address
// limit and audit row with it.
function trustProxyProblems(config: AppConfig): string[] {
  if (config.NODE_ENV !== 'production' || config.TRUST_PROXY !== true) return [];
  return ['TRUST_PROXY: true is refused in production; give the hop count or the proxy subnets'];
}

/** The role a database URL signs in as ('' when it names none). */
export const databaseRole = (url: string): string => {
  try {
    return decodeURIComponent(new URL(url).username);
  } catch {
    return '';
  }
};

/** The database a URL names; PostgreSQL takes the role's name when the URL names none. */
export const databaseName = (url: string): string => {
  try {
    const parsed = new URL(url);
    return decodeURIComponent(parsed.pathname.slice(1)) || decodeURIComponent(parsed.username) || 'postgres';
  } catch {
    return 'postgres';
  }
};

/**
 * What every Redis key and channel of this deployment starts with. Two deployments on one Redis must
 * never hear each other's member events, and theirs differ by default when their databases' names do.
 */
export function redisPrefix(config: Pick<AppConfig, 'REDIS_PREFIX' | 'DATABASE_URL'>): string {
  if (config.REDIS_PREFIX) return config.REDIS_PREFIX;
  return `arks:${config.DATABASE_URL ? databaseName(config.DATABASE_URL) : EMBEDDED_DATABASE}:`;
}

/**
 * The owner grants DATABASE_URL's role what it serves with, and takes back the staff audit's UPDATE
 * and DELETE: that role must be named, and another than the owner (who would take them from itself).
 */
function migrationRoleProblems(config: AppConfig): string[] {
  if (!config.MIGRATION_DATABASE_URL) return [];
  if (!config.DATABASE_URL) {
    return ['MIGRATION_DATABASE_URL: needs DATABASE_URL (the serving role on the same database)'];
  }
  const serving = databaseRole(config.DATABASE_URL);
  if (!serving) return ['DATABASE_URL: must name its role (user) when MIGRATION_DATABASE_URL is set'];
  if (serving === databaseRole(config.MIGRATION_DATABASE_URL)) {
    return ['MIGRATION_DATABASE_URL: must sign in as another role than DATABASE_URL'];
  }
  return [];
}

/** Every fallback secret is in this repository, so production refuses each of them for any variable. */
const PUBLIC_SECRETS = new Set([
  DEVELOPMENT_STAFF_TOTP_KEY,
  DEVELOPMENT_PROVIDER_KEY,
  DEVELOPMENT_SANDBOX_SECRET,
  DEVELOPMENT_HOUSE_SECRET,
  DEVELOPMENT_CAPTCHA_KEY,
  DEVELOPMENT_AUDIT_CHECKPOINT_KEY,
]);

type SecretName =
  | 'STAFF_TOTP_KEY'
  | 'AUDIT_CHECKPOINT_KEY'
  | 'HOUSE_GAMES_SECRET'
  | 'LOGIN_TICKET_KEY'
  | 'PROVIDER_SECRET_KEY'
  | 'CAPTCHA_KEY'
  | 'SANDBOX_GATEWAY_SECRET'
  | 'METRICS_TOKEN';

/**
 * The secrets production runs with. Each must be set unless optional (METRICS_TOKEN: unset serves no
 * /metrics on PORT); one that serves nothing in this configuration is not asked for.
 */
const PRODUCTION_SECRETS: {
  name: SecretName;
  optional?: boolean;
  inUse?: (config: AppConfig) => boolean;
  when?: string;
}[] = [
  { name: 'STAFF_TOTP_KEY' },
  { name: 'AUDIT_CHECKPOINT_KEY' },
  { name: 'HOUSE_GAMES_SECRET' },
  { name: 'LOGIN_TICKET_KEY' },
  { name: 'PROVIDER_SECRET_KEY' },
  { name: 'CAPTCHA_KEY' },
  // The sandbox lets any payer confirm a payment: with a public secret anyone could sign a "paid" callback.
  { name: 'SANDBOX_GATEWAY_SECRET', inUse: sandboxGatewayEnabled, when: 'when SANDBOX_GATEWAY is on ' },
  { name: 'METRICS_TOKEN', optional: true },
];

/**
 * Checked when the configuration is read, before any database is started, so a production start with
 * a missing, public or too short secret stops at once and names every variable at fault.
 */
function productionSecretProblems(config: AppConfig): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  for (const { name, optional, inUse, when = '' } of PRODUCTION_SECRETS) {
    if (inUse && !inUse(config)) continue;
    const value = config[name];
    if (value === undefined ? !optional : PUBLIC_SECRETS.has(value)) {
      problems.push(`${name}: must be set to a non-default secret ${when}in production`);
    } else if (value !== undefined && value.length < MIN_SECRET_LENGTH) {
      problems.push(`${name}: must be at least ${MIN_SECRET_LENGTH} characters in production`);
    }
  }
  return problems;
}

/** What an operator must hear at every start: settings that are safe only on purpose. */
export function startupWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  if (sandboxGatewayEnabled(config)) {
    warnings.push(
      'SANDBOX_GATEWAY is on: /sandbox-gateway accepts payments that move no real money; turn it off for a live site',
    );
  }
  return warnings;
}

/**
 * TRUST_PROXY as Fastify takes it. Fastify trusts no hop at all when given a number, so a hop count
 * becomes the proxy-addr rule itself: the socket peer and the next n-1 forwarded addresses are our
 * proxies, and the address before them is the client.
 */
export function fastifyTrustProxy(
  value: AppConfig['TRUST_PROXY'],
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address, hop) => hop < hops;
}

export function providerSecretKey(config: Pick<AppConfig, 'NODE_ENV' | 'PROVIDER_SECRET_KEY'>): string {
  if (config.PROVIDER_SECRET_KEY) return config.PROVIDER_SECRET_KEY;
  if (config.NODE_ENV === 'production') throw new Error('PROVIDER_SECRET_KEY must be set in production');
  return DEVELOPMENT_PROVIDER_KEY;
}

export function sandboxGatewayEnabled(config: Pick<AppConfig, 'NODE_ENV' | 'SANDBOX_GATEWAY'>): boolean {
  return (config.SANDBOX_GATEWAY ?? (config.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';
}

/** Whether the seed adds the demo brands and their content: on outside production unless switched off. */
export function seedDemo(config: Pick<AppConfig, 'NODE_ENV' | 'SEED_DEMO'>): boolean {
  return (config.SEED_DEMO ?? (config.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';
}

/**
 * Whether the seed adds the sandbox gateway's deposit channels: demo data, so production gets none
 * unless asked (the end-to-end run asks), and never while the sandbox itself is off.
 */
export function seedSandboxChannels(config: Pick<AppConfig, 'NODE_ENV' | 'SANDBOX_GATEWAY' | 'SEED_DEMO'>) {
  return seedDemo(config) && sandboxGatewayEnabled(config);
}

export function sandboxGatewaySecret(config: Pick<AppConfig, 'SANDBOX_GATEWAY_SECRET'>): string {
  return config.SANDBOX_GATEWAY_SECRET ?? DEVELOPMENT_SANDBOX_SECRET;
}
