import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// Defaults are resolved from this file, not the working directory: `npm start -w apps/server` runs with
// cwd apps/server, while `npm start` at the root runs with cwd at the root; both must find ./data.
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const serverRoot = path.join(repoRoot, 'apps/server');

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
  REDIS_URL: optionalText,
  DATA_DIR: optionalText.transform((v) => path.resolve(v ?? path.join(repoRoot, 'data'))),
  WEB_DIST: optionalText.transform((v) => path.resolve(v ?? path.join(repoRoot, 'apps/web/dist'))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DEFAULT_SITE_ID: z.coerce.number().int().min(0).default(1),
  TRUST_PROXY: trustProxy,
  CAPTCHA_MODE: z.enum(['on', 'off']).default('on'),
  SMS_GATEWAY_URL: optionalText,
  SMS_GATEWAY_TOKEN: optionalText,
  STAFF_TOTP_KEY: optionalText,
  STAFF_TOTP_REQUIRED: z.enum(['on', 'off']).optional(),
  HOUSE_GAMES_URL: optionalText,
  HOUSE_GAMES_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(65_535).optional(),
  ),
  HOUSE_GAMES_PUBLIC_URL: optionalText,
  HOUSE_GAMES_SECRET: optionalText,
  LOGIN_TICKET_KEY: optionalText,
  PROVIDER_SECRET_KEY: optionalText,
  SANDBOX_GATEWAY: z.enum(['on', 'off']).optional(),
  SANDBOX_GATEWAY_SECRET: optionalText,
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
  REDIS_URL: {
    default: 'unset',
    description:
      'Redis URL; when set, rate-limit counters and realtime fan-out (socket.io Redis adapter) live in Redis',
  },
  DATA_DIR: {
    default: '<repo>/data',
    description: 'where the embedded PostgreSQL keeps its files ($DATA_DIR/postgres)',
  },
  WEB_DIST: { default: '<repo>/apps/web/dist', description: 'the built member site the server serves' },
  LOG_LEVEL: { default: 'info', description: 'pino level; JSON lines on stdout, secrets redacted' },
  NODE_ENV: { default: 'development', description: 'development | production | test' },
  DEFAULT_SITE_ID: {
    default: '1',
    description: 'site served to a host that matches no site; 0 refuses unknown hosts',
  },
  TRUST_PROXY: {
    default: 'unset',
    description: 'true, a hop count or subnets: take client IP and host from X-Forwarded-* headers',
  },
  CAPTCHA_MODE: {
    default: 'on',
    description: 'off turns every login and register captcha off (automated tests only)',
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
  LOGIN_TICKET_KEY: {
    default: 'unset (required in production; random per process otherwise)',
    description: 'seals query-token login tickets (/api/get_info_data enc); every node needs the same one',
  },
  PROVIDER_SECRET_KEY: {
    default: 'unset (required in production; a fixed development key otherwise)',
    description:
      'encrypts game-provider and payment-gateway secrets at rest (AES-256-GCM); every node needs the same one, changing it voids stored secrets',
  },
  SANDBOX_GATEWAY: {
    default: 'on outside production, off in production',
    description:
      'on: serve the sandbox payment gateway at /sandbox-gateway (the payer confirms or cancels; it calls back like a real gateway)',
  },
  SANDBOX_GATEWAY_SECRET: {
    default: 'unset (a fixed development secret)',
    description: 'the secret the sandbox gateway and the seeded sandbox deposit channels sign with',
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
  return 'arks-development-house-secret';
}

/** Staff must set up two-factor before using the back office: always in production. */
export function staffTotpRequired(config: Pick<AppConfig, 'NODE_ENV' | 'STAFF_TOTP_REQUIRED'>): boolean {
  return (config.STAFF_TOTP_REQUIRED ?? (config.NODE_ENV === 'production' ? 'on' : 'off')) === 'on';
}

/** Outside production an unset key falls back to a fixed, public development key; production refuses to start. */
export function staffTotpKey(config: Pick<AppConfig, 'NODE_ENV' | 'STAFF_TOTP_KEY'>): string {
  if (config.STAFF_TOTP_KEY) return config.STAFF_TOTP_KEY;
  if (config.NODE_ENV === 'production') throw new Error('STAFF_TOTP_KEY must be set in production');
  return 'arks-development-staff-totp-key';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

export function providerSecretKey(config: Pick<AppConfig, 'NODE_ENV' | 'PROVIDER_SECRET_KEY'>): string {
  if (config.PROVIDER_SECRET_KEY) return config.PROVIDER_SECRET_KEY;
  if (config.NODE_ENV === 'production') throw new Error('PROVIDER_SECRET_KEY must be set in production');
  return 'arks-development-provider-key';
}

export function sandboxGatewayEnabled(config: Pick<AppConfig, 'NODE_ENV' | 'SANDBOX_GATEWAY'>): boolean {
  return (config.SANDBOX_GATEWAY ?? (config.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';
}

export function sandboxGatewaySecret(config: Pick<AppConfig, 'SANDBOX_GATEWAY_SECRET'>): string {
  return config.SANDBOX_GATEWAY_SECRET ?? 'arks-development-sandbox-gateway';
}
