import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  captchaKey,
  CONFIG_DOCS,
  loadConfig,
  redisPrefix,
  repoRoot,
  seedDemo,
  seedSandboxChannels,
  startupWarnings,
  ZConfig,
} from './config';
import { exited, killAll, startServer, type ServerProcess } from './test/server-process';

const freshSecret = () => randomBytes(32).toString('base64url');
/** Every secret production requires, each set to a fresh value of its own. */
const PRODUCTION_SECRETS = {
  STAFF_TOTP_KEY: freshSecret(),
  AUDIT_CHECKPOINT_KEY: freshSecret(),
  HOUSE_GAMES_SECRET: freshSecret(),
  LOGIN_TICKET_KEY: freshSecret(),
  PROVIDER_SECRET_KEY: freshSecret(),
  CAPTCHA_KEY: freshSecret(),
};
const PRODUCTION = { NODE_ENV: 'production', ...PRODUCTION_SECRETS };

/** The server's exit code, or 'still running' after `ms`: a start that was not refused ends the wait. */
const exitWithin = (server: ServerProcess, ms: number) =>
  Promise.race([exited(server.child), new Promise<string>((r) => setTimeout(() => r('still running'), ms))]);

describe('loadConfig', () => {
  it('defaults to port 3000 on all interfaces with the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DEFAULT_SITE_ID: 1, TRUST_PROXY: false });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('resolves data and web paths from the repository, not the working directory', () => {
    const config = loadConfig({});
    expect(repoRoot).toBe(path.resolve(__dirname, '../../..'));
    expect(config.DATA_DIR).toBe(path.join(repoRoot, 'data'));
    expect(config.WEB_DIST).toBe(path.join(repoRoot, 'apps/web/dist'));
    expect(config.ADMIN_DIST).toBe(path.join(repoRoot, 'apps/admin/dist'));
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('reads TRUST_PROXY as a flag, a hop count or an address list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
  });

  it('refuses TRUST_PROXY=true in production: every client could name its own address', () => {
    expect(() => loadConfig({ ...PRODUCTION, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ ...PRODUCTION, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
  });

  it('refuses nonsense with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('runs migrations as another role only beside a serving DATABASE_URL', () => {
    const owner = 'postgres://owner:secret@db/arks';
    expect(() => loadConfig({ MIGRATION_DATABASE_URL: owner })).toThrow(
      /MIGRATION_DATABASE_URL: needs DATABASE_URL/,
    );
    expect(() => loadConfig({ MIGRATION_DATABASE_URL: owner, DATABASE_URL: owner })).toThrow(
      /MIGRATION_DATABASE_URL: must sign in as another role/,
    );
    expect(() => loadConfig({ MIGRATION_DATABASE_URL: owner, DATABASE_URL: 'postgres://db/arks' })).toThrow(
      /DATABASE_URL: must name its role/,
    );
    const both = loadConfig({ MIGRATION_DATABASE_URL: owner, DATABASE_URL: 'postgres://app:secret@db/arks' });
    expect(both.MIGRATION_DATABASE_URL).toBe(owner);
  });

  it('documents every variable it reads', () => {
    expect(Object.keys(CONFIG_DOCS).sort()).toEqual(Object.keys(ZConfig.shape).sort());
  });
});

describe('secrets in production', () => {
  const required = Object.keys(PRODUCTION_SECRETS) as (keyof typeof PRODUCTION_SECRETS)[];
  const publicDefaults = [
    'arks-development-staff-totp-key',
    'arks-development-house-secret',
    'arks-development-provider-key',
    'arks-development-sandbox-gateway',
    'arks-development-captcha-key',
    'arks-development-audit-checkpoint-key',
  ];

  it('starts with every secret set, and asks for none outside production', () => {
    expect(loadConfig(PRODUCTION).NODE_ENV).toBe('production');
    expect(() => loadConfig({})).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'test' })).not.toThrow();
  });

  it.each(required)('refuses to start without %s, naming it', (name) => {
    expect(() => loadConfig({ ...PRODUCTION, [name]: undefined })).toThrow(
      new RegExp(`${name}: must be set to a non-default secret in production`),
    );
    // Empty counts as unset.
    expect(() => loadConfig({ ...PRODUCTION, [name]: '' })).toThrow(new RegExp(name));
  });

  it.each(required)('refuses %s set to any public development default', (name) => {
    for (const value of publicDefaults) {
      expect(() => loadConfig({ ...PRODUCTION, [name]: value })).toThrow(
        new RegExp(`${name}: must be set to a non-default secret`),
      );
    }
  });

  it.each([...required, 'METRICS_TOKEN'])('refuses %s shorter than 16 characters', (name) => {
    expect(() => loadConfig({ ...PRODUCTION, [name]: 'short-secret' })).toThrow(
      new RegExp(`${name}: must be at least 16 characters`),
    );
    expect(() => loadConfig({ ...PRODUCTION, [name]: 'sixteen-chars-ok' })).not.toThrow();
  });

  it('keys captchas with CAPTCHA_KEY, a public development key only outside production', () => {
    expect(captchaKey({ NODE_ENV: 'production', CAPTCHA_KEY: 'an operator key!' })).toBe('an operator key!');
    expect(() => captchaKey({ NODE_ENV: 'production', CAPTCHA_KEY: undefined })).toThrow(/CAPTCHA_KEY/);
    expect(captchaKey({ NODE_ENV: 'test', CAPTCHA_KEY: undefined })).toBe('arks-development-captcha-key');
  });

  it('leaves METRICS_TOKEN optional, but not public', () => {
    expect(loadConfig(PRODUCTION).METRICS_TOKEN).toBeUndefined();
    expect(() => loadConfig({ ...PRODUCTION, METRICS_TOKEN: 'arks-development-provider-key' })).toThrow(
      /METRICS_TOKEN: must be set to a non-default secret/,
    );
  });

  it('names every missing secret at once', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (err) {
      message = (err as Error).message;
    }
    for (const name of required) expect(message).toContain(name);
  });

  it('stops the real start command before any database is started', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'arks-secret-refused-'));
    let server: ServerProcess | undefined;
    try {
      server = startServer(dataDir, 0, { ...PRODUCTION, LOGIN_TICKET_KEY: '' });
      const code = await exitWithin(server, 50_000);
      expect(code).not.toBe(0);
      expect(server.output()).toContain('LOGIN_TICKET_KEY: must be set');
      expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    } finally {
      // A start that was not refused must not outlive its test: the server and any cluster it began.
      killAll(server ? [server] : [], dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the sandbox gateway in production', () => {
  const production = { ...PRODUCTION, SANDBOX_GATEWAY: 'on' };

  it('refuses to run it without a secret of its own, and names the variable', () => {
    expect(() => loadConfig(production)).toThrow(/SANDBOX_GATEWAY_SECRET/);
    expect(() =>
      loadConfig({ ...production, SANDBOX_GATEWAY_SECRET: 'arks-development-sandbox-gateway' }),
    ).toThrow(/SANDBOX_GATEWAY_SECRET: must be set to a non-default secret/);
    expect(loadConfig({ ...production, SANDBOX_GATEWAY_SECRET: 'an operator secret' }).SANDBOX_GATEWAY).toBe(
      'on',
    );
    // Off (the production default) needs no secret, not even a good one; outside production the
    // development one serves.
    expect(() => loadConfig(PRODUCTION)).not.toThrow();
    expect(() =>
      loadConfig({ ...PRODUCTION, SANDBOX_GATEWAY_SECRET: 'arks-development-sandbox-gateway' }),
    ).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'development', SANDBOX_GATEWAY: 'on' })).not.toThrow();
  });

  it('seeds the demo brands outside production unless switched off, and in production only when asked', () => {
    expect(seedDemo(loadConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(seedDemo(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'off' }))).toBe(false);
    expect(seedDemo(loadConfig(PRODUCTION))).toBe(false);
    expect(seedDemo(loadConfig({ ...PRODUCTION, SEED_DEMO: 'on' }))).toBe(true);
  });

  it('seeds its deposit channels in production only when demo data is asked for', () => {
    const secret = { SANDBOX_GATEWAY_SECRET: 'an operator secret' };
    expect(seedSandboxChannels(loadConfig({ ...production, ...secret }))).toBe(false);
    expect(seedSandboxChannels(loadConfig({ ...production, ...secret, SEED_DEMO: 'on' }))).toBe(true);
    expect(seedSandboxChannels(loadConfig({ ...PRODUCTION, SEED_DEMO: 'on' }))).toBe(false);
    expect(seedSandboxChannels(loadConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(seedSandboxChannels(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'off' }))).toBe(false);
  });

  it('warns at every start while it is on', () => {
    expect(startupWarnings(loadConfig({ NODE_ENV: 'development' }))).toEqual([
      expect.stringContaining('SANDBOX_GATEWAY is on'),
    ]);
    expect(startupWarnings(loadConfig(PRODUCTION))).toEqual([]);
  });

  it('stops the real start command before any database is started', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'arks-sandbox-refused-'));
    let server: ServerProcess | undefined;
    try {
      server = startServer(dataDir, 0, production);
      const code = await exitWithin(server, 50_000);
      expect(code).not.toBe(0);
      expect(server.output()).toContain('SANDBOX_GATEWAY_SECRET');
      expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    } finally {
      // A start that was not refused must not outlive its test: the server and any cluster it began.
      killAll(server ? [server] : [], dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('REDIS_PREFIX', () => {
  it('defaults to one named after the database, so deployments on one Redis differ by their databases', () => {
    expect(redisPrefix(loadConfig({}))).toBe('arks:arks:');
    expect(redisPrefix(loadConfig({ DATABASE_URL: 'postgres://app:pw@db.internal:5432/brand_a' }))).toBe(
      'arks:brand_a:',
    );
    // PostgreSQL's own default: the database named after the role.
    expect(redisPrefix(loadConfig({ DATABASE_URL: 'postgres://brand_b@db.internal' }))).toBe('arks:brand_b:');
    expect(redisPrefix(loadConfig({ DATABASE_URL: 'postgres://db/arks', REDIS_PREFIX: 'eu-1:' }))).toBe(
      'eu-1:',
    );
    expect(redisPrefix(loadConfig({ REDIS_PREFIX: '' }))).toBe('arks:arks:');
  });
});
