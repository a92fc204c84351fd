import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { AttemptLimiter } from './attempt-limiter';
import type { CacheInvalidation } from './cache-invalidation';
import type { Clock } from './clock';
import type { DomainEventBus } from './domain-events';
import type { RecurringJob } from './jobs';
import type { RealtimePublisher } from './realtime/publisher';
import type { CallDeps } from './register-call';

/**
 * What the composition root (app.ts) hands every module's `register`: the platform's services only.
 * A module's dependencies on other modules are passed to its `register` by name, so app.ts shows who
 * needs whom.
 */
export interface ModuleContext {
  app: FastifyInstance;
  /** For modules that hold connections of their own (the member game locks). */
  pool: pg.Pool;
  config: AppConfig;
  db: Db;
  clock: Clock;
  /** What every member-contract route needs (site resolution, visitor answer cache). */
  calls: CallDeps;
  events: DomainEventBus;
  realtime: RealtimePublisher;
  attempts: AttemptLimiter;
  /** Pause before answering a login past its account's failure threshold. */
  slowDownMs: number;
  /** How long each node keeps slow-changing public reads (0 in tests: changes show at once). */
  readCacheMs: number;
  /** Drops read caches on every node when staff change what they hold. */
  caches: CacheInvalidation;
  /** Background work a module runs on a schedule; main.ts hands it to pg-boss. */
  addJob(job: RecurringJob): void;
}
