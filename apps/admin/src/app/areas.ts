import { membersArea } from '../features/members/area';
import { moneyArea } from '../features/money/area';
import { sitesArea } from '../features/sites/area';
import { staffArea } from '../features/staff/area';
import type { ConsoleArea } from './area';
import type { AdminResource } from './resources';

/** Every area of the console, in menu order. A new area is one line here. */
export const AREAS: readonly ConsoleArea[] = [membersArea, moneyArea, sitesArea, staffArea];

/** Every resource of every area: what the data provider and access control look names up in. */
export const RESOURCES: readonly AdminResource[] = AREAS.flatMap((area) => area.resources);
