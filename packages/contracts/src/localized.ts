import { z } from 'zod';
import { LANG_CODES } from './constants';

/**
 * Staff texts per language (`{ zh_CN: '幸运红包', en_US: 'Lucky red envelope' }`): each key one of
 * the 11 languages of spec §9, each text 1 to `max` characters. Which languages are required depends on
 * the site (its default language), so the server checks that.
 */
export const ZLocalizedTexts = (field: string, max: number) =>
  z
    .partialRecord(
      z.enum(LANG_CODES as [string, ...string[]], { message: `${field}: unknown language` }),
      z.string().trim().min(1, `${field}: an empty text`).max(max, `${field}: at most ${max} characters`),
    )
    .refine((texts) => Object.keys(texts).length > 0, `${field}: at least one language`);
