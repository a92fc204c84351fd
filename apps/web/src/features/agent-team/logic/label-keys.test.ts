import { LANG_CODES } from '@arks/contracts';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../i18n/catalogs';
import { flattenKeys } from '../../../i18n/flatten-keys';
import { TEAM_LABEL_KEYS } from './label-keys';

describe('team label keys', () => {
  it('every key chosen at run time is in every language', async () => {
    for (const lang of LANG_CODES) {
      const keys = new Set(flattenKeys(await loadCatalog(lang)));
      expect(
        TEAM_LABEL_KEYS.filter((key) => !keys.has(key)),
        lang,
      ).toEqual([]);
    }
  });
});
