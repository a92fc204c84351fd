import type enUS from './en-us';

/** English is the reference: every language file must have exactly its keys. */
export type SeedTexts = typeof enUS;
