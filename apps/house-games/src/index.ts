export { buildHouseApp, type HouseDeps } from './app';
export { migrateHouse } from './db/migrate';
