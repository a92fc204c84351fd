import { z } from 'zod';
import { gamePageHeaders, parseFrameAncestors } from './security-headers';

/** The operator id the platform signs as, towards the house provider. */
export const HOUSE_OPERATOR = 'arks';

/**
 * The signing secret outside production when none is set: public (it is in this repository), shared
 * by the platform and the provider so the two talk on a developer's machine with nothing configured.
 */
export const DEVELOPMENT_HOUSE_SECRET = 'arks-development-house-secret';

/** Shortest secret production accepts: anything shorter is a password someone typed, not a key. */
export const MIN_SECRET_LENGTH = 16;

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const ZHouseEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3001),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOUSE_GAMES_SECRET: optionalText,
  HOUSE_GAMES_PUBLIC_URL: optionalText,
  HOUSE_GAMES_FRAME_ANCESTORS: optionalText,
});

export interface HouseConfig {
  port: number;
  host: string;
  databaseUrl: string;
  logLevel: string;
  secret: string;
  publicUrl: string;
  frameAncestors: string[];
}

/**
 * The standalone service's configuration (`npm start -w apps/house-games`). Every problem is found
 * here, before any connection is made, and named by its variable.
 */
export function loadHouseConfig(env: Record<string, string | undefined> = process.env): HouseConfig {
  const parsed = ZHouseEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const problems: string[] = [];
  if (!e.DATABASE_URL) problems.push('DATABASE_URL: must be set (the PostgreSQL holding the house schema)');
  const secretProblem = houseSecretProblem(e.HOUSE_GAMES_SECRET, production);
  if (secretProblem) problems.push(secretProblem);
  // Launch answers carry page addresses for members' browsers: localhost would send them nowhere.
  if (production && !e.HOUSE_GAMES_PUBLIC_URL)
    problems.push('HOUSE_GAMES_PUBLIC_URL: must be set in production (where browsers reach the game pages)');
  if (e.HOUSE_GAMES_PUBLIC_URL && !/^https?:\/\/[^/]/.test(e.HOUSE_GAMES_PUBLIC_URL))
    problems.push('HOUSE_GAMES_PUBLIC_URL: must be an http(s) URL');
  const frameAncestors = parseFrameAncestors(e.HOUSE_GAMES_FRAME_ANCESTORS);
  try {
    gamePageHeaders(frameAncestors);
  } catch (err) {
    problems.push((err as Error).message);
  }
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL!,
    logLevel: e.LOG_LEVEL,
    secret: e.HOUSE_GAMES_SECRET ?? DEVELOPMENT_HOUSE_SECRET,
    publicUrl: e.HOUSE_GAMES_PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    frameAncestors,
  };
}

/** What is wrong with HOUSE_GAMES_SECRET, if anything; outside production unset means the public one. */
function houseSecretProblem(secret: string | undefined, production: boolean): string | undefined {
  if (!production) return undefined;
  if (!secret || secret === DEVELOPMENT_HOUSE_SECRET)
    return 'HOUSE_GAMES_SECRET: must be set to a non-default secret in production';
  if (secret.length < MIN_SECRET_LENGTH)
    return `HOUSE_GAMES_SECRET: must be at least ${MIN_SECRET_LENGTH} characters in production`;
  return undefined;
}
