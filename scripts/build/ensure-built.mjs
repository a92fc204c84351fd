// @ts-check
import path from 'node:path';
import { fingerprint, isCurrent, writeStamp } from './fingerprint.mjs';

/**
 * Builds `target` unless `onlyIfStale` and its output is a finished build of the current inputs.
 * Answers whether it built.
 * @param {import('./targets.mjs').Target} target
 * @param {{ root: string, name: string, onlyIfStale: boolean, log?: (line: string) => void }} options
 * @returns {Promise<boolean>}
 */
export async function ensureBuilt(target, { root, name, onlyIfStale, log = console.error }) {
  const output = path.join(root, target.output);
  const inputs = fingerprint(root, target.inputs);
  if (onlyIfStale && isCurrent(output, target.entry, inputs)) return false;
  log(`building ${name} into ${target.output}`);
  const started = performance.now();
  await target.build(root);
  writeStamp(output, inputs);
  log(`built ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
