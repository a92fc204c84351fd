import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createSite, SiteTakenError, ZNewSite } from '../db/seed/new-site';
import { CliRefusal, runCommand, withCliDatabase } from './database';

const USAGE = `usage: site:create --name <slug> --title <site title> --host <host> [--host <host> …]
         --currency <RMB|USD|VND|THB|…> [--currency …] --language <en_US|zh_CN|vi_VN|…> [--language …]
         [--title-zh <Chinese title>] [--default-language <one of the languages>] [--time-zone <IANA zone, default UTC>]
         [--origin <https://host the gateways call back; default https://first host>]
         [--mobile-template H5_1|H5_2|…] [--site-template site02|suncity|…]
Lists also take commas: --currency RMB,USD.`;

const FLAGS: Record<string, string> = {
  titleZh: 'title-zh',
  hosts: 'host',
  currencies: 'currency',
  languages: 'language',
  defaultLanguage: 'default-language',
  timeZone: 'time-zone',
  mobileTemplate: 'mobile-template',
  siteTemplate: 'site-template',
};
/** The option an input error is about, as the operator typed it: `--currency` for `currencies.1`. */
const flagOf = (path: PropertyKey[]) => `--${FLAGS[String(path[0])] ?? String(path[0])}`;

const list = (values: string[] | undefined) =>
  (values ?? [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

/**
 * Creates a live site on a clean platform (SEED_DEMO off seeds no site):
 *   npm run site:create -w apps/server -- --name lotus --title 'Lotus Club' --host www.lotus.example \
 *     --currency THB --language th_TH --language en_US --time-zone Asia/Bangkok
 * Uses DATABASE_URL, or the embedded database in DATA_DIR (stop the server first).
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      name: { type: 'string' },
      title: { type: 'string' },
      'title-zh': { type: 'string' },
      host: { type: 'string', multiple: true },
      currency: { type: 'string', multiple: true },
      language: { type: 'string', multiple: true },
      'default-language': { type: 'string' },
      'time-zone': { type: 'string' },
      origin: { type: 'string' },
      'mobile-template': { type: 'string' },
      'site-template': { type: 'string' },
    },
  });
  const input = ZNewSite.safeParse({
    name: values.name,
    title: values.title,
    titleZh: values['title-zh'],
    hosts: list(values.host),
    currencies: list(values.currency),
    languages: list(values.language),
    defaultLanguage: values['default-language'],
    timeZone: values['time-zone'],
    origin: values.origin,
    mobileTemplate: values['mobile-template'],
    siteTemplate: values['site-template'],
  });
  if (!input.success) {
    for (const issue of input.error.issues) console.error(`${flagOf(issue.path)}: ${issue.message}`);
    console.error(USAGE);
    return 2;
  }
  const site = await withCliDatabase(loadConfig(), (db) =>
    createSite(db, input.data).catch((err: unknown) => {
      throw err instanceof SiteTakenError ? new CliRefusal(err.message) : err;
    }),
  );
  console.log(
    `Created site ${site.id} "${input.data.name}" for ${input.data.hosts.join(', ')}. ` +
      'Next: npm run admin:create for the first staff account; then sign in at /admin to add logos, banners, bank accounts and deposit channels (or use the admin API, listed at /docs).',
  );
  return 0;
}

runCommand(main);
