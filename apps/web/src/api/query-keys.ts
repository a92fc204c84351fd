import type { LangCode } from '@arks/contracts';

/**
 * Query-key factories: one place that knows how server data is cached. Keys carry every input that
 * changes the answer (site, language), so switching language refetches localized content by itself.
 */
export const siteKeys = {
  all: ['site'] as const,
  detail: () => [...siteKeys.all, 'detail'] as const,
  logo: (siteId: number) => [...siteKeys.all, siteId, 'logo'] as const,
  templateConfig: (siteId: number, lang: LangCode, mobileTemplate: string) =>
    [...siteKeys.all, siteId, 'template-config', lang, mobileTemplate] as const,
  footer: (siteId: number, lang: LangCode) => [...siteKeys.all, siteId, 'footer', lang] as const,
};

export const buildKeys = {
  latest: () => ['build', 'latest'] as const,
};

/**
 * Member data is keyed by member id so a new login never sees old data. Shared here because more than
 * the account feature touches it: realtime events update the balance and refetch the profile.
 */
export const memberKeys = {
  all: ['account'] as const,
  layout: (memberId: string | null) => [...memberKeys.all, 'layout', memberId] as const,
  profile: (memberId: string | null) => [...memberKeys.all, 'profile', memberId] as const,
  letters: (memberId: string | null) => [...memberKeys.all, 'letters', memberId] as const,
  wallets: (memberId: string | null) => [...memberKeys.all, 'wallets', memberId] as const,
  /** The agent centre's commission (plan, settlements, summary): a paid statement moves the balance. */
  agentCommission: (memberId: string | null) => [...memberKeys.all, 'agent-commission', memberId] as const,
  /** Deposit or withdrawal records, every range and page. */
  records: (kind: 'deposit' | 'withdraw', memberId: string | null) =>
    [...memberKeys.all, `${kind}-records`, memberId] as const,
  bankAccounts: (memberId: string | null) => [...memberKeys.all, 'bank-accounts', memberId] as const,
  redEnvelope: (memberId: string | null) => [...memberKeys.all, 'red-envelope', memberId] as const,
  signIn: (memberId: string | null) => [...memberKeys.all, 'sign-in', memberId] as const,
};

/**
 * Site content that public realtime channels announce changes of (spec §7 "Realtime"): the
 * customer-service channels (keyed further by language), banners, ads, sponsors and the login list.
 * Their queries must use these keys (as a prefix) so the realtime invalidations reach them.
 */
export const contentKeys = {
  all: ['content'] as const,
  customerService: (siteId: number) => [...contentKeys.all, siteId, 'customer-service'] as const,
  banners: (siteId: number, currency: string) => [...contentKeys.all, siteId, 'banners', currency] as const,
  ads: (siteId: number, lang: LangCode) => [...contentKeys.all, siteId, 'ads', lang] as const,
  sponsors: (siteId: number, lang: LangCode) => [...contentKeys.all, siteId, 'sponsors', lang] as const,
  loginList: (siteId: number, lang: LangCode) => [...contentKeys.all, siteId, 'login-list', lang] as const,
};
