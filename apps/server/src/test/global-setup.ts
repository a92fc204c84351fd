import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded';

/**
 * One PostgreSQL for the whole run: embedded in a temporary directory, or the server of DATABASE_URL
 * (whose user may create databases). Each test file then creates its own database on it.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('adminDatabaseUrl', process.env.DATABASE_URL);
    return undefined;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arks-server-test-'));
  const cluster = await startEmbeddedPostgres({
    dataDir,
    database: 'arks_test',
    // The teardown below stops it; the library's hook would turn a failing run's exit code into 0.
    exitHooks: false,
    log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'warn' }),
  });
  project.provide('adminDatabaseUrl', cluster.adminUrl);
  return async () => {
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}
