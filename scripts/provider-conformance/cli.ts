import { parseArgs } from 'node:util';
import { formatResults, runConformance } from './kit';

/**
 * `npm run provider:conformance -- <url> <operator> <secret> [--currency RMB] [--game koi-reels]
 * [--from ISO] [--to ISO]`: checks a provider's implementation of our protocol and prints one line
 * per check; the exit code is 1 when any check failed.
 */
const USAGE =
  'usage: npm run provider:conformance -- <url> <operator> <secret> [--currency RMB] [--game koi-reels] [--from ISO] [--to ISO]';

function when(name: string, value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) {
    console.error(`--${name}: not a time: ${value}\n${USAGE}`);
    process.exit(2);
  }
  return at;
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    currency: { type: 'string' },
    game: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
  },
});
const [url, operator, secret] = positionals;
if (!url || !operator || !secret || positionals.length > 3) {
  console.error(USAGE);
  process.exit(2);
}

const results = await runConformance({
  url,
  operator,
  secret,
  currency: values.currency,
  game: values.game,
  from: when('from', values.from),
  to: when('to', values.to),
});
console.log(formatResults(results));
process.exit(results.every((r) => r.ok) ? 0 : 1);
