import { adminCall } from './admin-api';
import { withDatabase } from './database';

type Preferences = { id: number; language: string | null; time_zone: string | null };

/** The shared admin's preferences before this file first chose a console language for it. */
let before: Preferences | null = null;

/**
 * Gives the shared admin `language` on the server. The console follows the account's saved language
 * over the browser's, and files run one after another on one server: without this a file reads
 * whatever language the file before it left. `restoreAdminLanguage` (run after every file by
 * `each-file.ts`) puts the previous choice back.
 */
export async function chooseAdminLanguage(language: 'en_US' | 'zh_CN'): Promise<void> {
  const me = await adminCall<Preferences>('GET', '/auth/me');
  before ??= me.data;
  const saved = await adminCall('PUT', '/auth/preferences', {
    language,
    time_zone: me.data.time_zone ?? 'UTC',
  });
  if (saved.code !== 1000) throw new Error(`admin language: ${saved.message}`);
}

export async function restoreAdminLanguage(): Promise<void> {
  if (!before) return;
  const { id, language, time_zone } = before;
  before = null;
  // "Not chosen" (null) is a state the API cannot set back: the row is written directly.
  await withDatabase((db) =>
    db.query('update staff set language = $2, time_zone = $3 where id = $1', [id, language, time_zone]),
  );
}
