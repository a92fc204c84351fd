import type { TestProject } from 'vitest/node';
import { migrateHouseOnly } from './templates';
import { acquireTestCluster } from './test-cluster';

/** The house-games project's share of the run's PostgreSQL: only the house provider's template. */
export default async function setup(project: TestProject) {
  const cluster = await acquireTestCluster();
  try {
    project.provide('adminDatabaseUrl', cluster.adminUrl);
    project.provide('houseTemplateDatabase', await cluster.template('house', migrateHouseOnly));
  } catch (err) {
    await cluster.release();
    throw err;
  }
  return cluster.release;
}
