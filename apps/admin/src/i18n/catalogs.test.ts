import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  STAFF_LANGUAGES,
  STAFF_ROLES,
  ZAdminMemberStatus,
  ZDepositStatus,
  ZWithdrawStatus,
} from '@arks/contracts';
import { LOGIN_CODES } from '../providers/auth-provider';
import { CATALOGS } from './index';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const flat = Object.fromEntries(
  Object.entries(CATALOGS).map(([lang, catalog]) => [lang, flatten(catalog as unknown as Tree)]),
);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
/** Texts that are the same in both languages on purpose: names of languages, brands and codes. */
const SAME_IN_BOTH = new Set([
  'app.short',
  'languages.zh_CN',
  'languages.en_US',
  'members.fields.id',
  'common.none',
  'content.service.kinds.whatsapp',
  'content.service.kinds.line',
  'content.service.kinds.zalo',
]);

describe('console texts', () => {
  const languages = Object.keys(flat);
  const allKeys = new Set(Object.values(flat).flatMap((m) => [...m.keys()]));

  it.each(languages)('%s has every key, none empty', (lang) => {
    const missing = [...allKeys].filter((key) => !flat[lang]!.get(key)?.trim());
    expect(missing).toEqual([]);
  });

  it('uses the same placeholders in every language', () => {
    const differing = [...flat.en_US!].filter(
      ([key, text]) =>
        JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(flat.zh_CN!.get(key) ?? '')),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('is translated, not copied from English', () => {
    const copied = [...flat.en_US!]
      .filter(([key, text]) => !SAME_IN_BOTH.has(key) && flat.zh_CN!.get(key) === text)
      .map(([key]) => key);
    expect(copied).toEqual([]);
  });

  it('has every key the console’s code asks for', () => {
    const srcDir = path.resolve(__dirname, '..');
    const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
      (f) =>
        /\.tsx?$/.test(f) && !f.endsWith('.test.ts') && !f.endsWith('.test.tsx') && !f.includes('locales'),
    );
    const asked = new Set<string>();
    const sections = new Set(Object.keys(CATALOGS.en_US));
    for (const file of files) {
      const source = readFileSync(path.join(srcDir, file), 'utf8');
      // Every quoted 'area.key' whose area is a catalog section: t('members.title'), the keys of a
      // ternary, refine's translate("buttons.save"). Keys built from a value
      // (`members.status.${status}`) are checked against the value's enum below.
      for (const m of source.matchAll(/['"]([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_]+)+)['"]/g)) {
        if (sections.has(m[1]!.split('.')[0]!)) asked.add(m[1]!);
      }
    }
    expect(asked.size).toBeGreaterThan(20);
    expect([...asked].filter((key) => !allKeys.has(key))).toEqual([]);
  });

  it('names every status, role and language the API can answer', () => {
    const built = [
      ...ZAdminMemberStatus.options.flatMap((s) => [`members.status.${s}`, `members.statusHelp.${s}`]),
      ...ZDepositStatus.options.map((s) => `deposits.status.${s}`),
      ...ZWithdrawStatus.options.map((s) => `withdrawals.status.${s}`),
      ...STAFF_ROLES.map((r) => `roles.${r}`),
      ...STAFF_LANGUAGES.map((l) => `languages.${l}`),
      ...Object.keys(LOGIN_CODES).map((k) => `login.errors.${k}`),
    ];
    expect(built.filter((key) => !allKeys.has(key))).toEqual([]);
  });
});
