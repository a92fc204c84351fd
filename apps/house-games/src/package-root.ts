import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * This package's folder (its migrations and page assets live there), found through Node's package
 * resolution rather than this file's place: the service runs from src/ (tsx, tests), from its own
 * dist/, and bundled into the platform server's dist/, where this file's neighbours are the server's.
 */
export const packageRoot = path.dirname(
  createRequire(import.meta.url).resolve('@arks/house-games/package.json'),
);
