import type { TestProject } from 'vitest/node';
import { acquireTestCluster } from './test-cluster';
import { migrateAndSeed, migrateHouseOnly } from './templates';

/**
 * One PostgreSQL for the whole run (see test-cluster.ts), with the platform's database migrated and
 * seeded once as a template each test file copies, and the house provider's likewise.
 */
export default async function setup(project: TestProject) {
  const cluster = await acquireTestCluster();
  try {
    project.provide('adminDatabaseUrl', cluster.adminUrl);
    project.provide('serverTemplateDatabase', await cluster.template('server', migrateAndSeed));
    project.provide('houseTemplateDatabase', await cluster.template('house', migrateHouseOnly));
  } catch (err) {
    await cluster.release();
    throw err;
  }
  return cluster.release;
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    /** Migrated and seeded; createTestDatabase() copies it. */
    serverTemplateDatabase: string;
    /** The house provider's migrations only. */
    houseTemplateDatabase: string;
  }
}
