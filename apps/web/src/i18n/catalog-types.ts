import type enUS from './locales/en-us';

/** English is the reference catalog: zh_CN must match it key for key, others may be partial. */
export type Catalog = typeof enUS;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };
export type PartialCatalog = DeepPartial<Catalog>;

/** Widens literal strings so a translation is typed by shape, not by the English text. */
export type CatalogShape<T> = { [K in keyof T]: T[K] extends string ? string : CatalogShape<T[K]> };
