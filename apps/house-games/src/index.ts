export { buildHouseApp, type HouseDeps } from './app';
export { HOUSE_OPERATOR } from './config';
export { migrateHouse } from './db/migrate';
export { parseFrameAncestors } from './security-headers';
