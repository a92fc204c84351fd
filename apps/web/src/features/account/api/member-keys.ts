/** Query keys of the account feature. Member data is keyed by member id so a new login never sees old data. */
export const accountKeys = {
  all: ['account'] as const,
  layout: (memberId: string | null) => [...accountKeys.all, 'layout', memberId] as const,
  profile: (memberId: string | null) => [...accountKeys.all, 'profile', memberId] as const,
  captcha: (type: number, nonce: number) => [...accountKeys.all, 'captcha', type, nonce] as const,
  registerSettings: (siteId: number) => [...accountKeys.all, 'register-settings', siteId] as const,
  agreement: (siteId: number, lang: string) => [...accountKeys.all, 'agreement', siteId, lang] as const,
  agentDomain: (siteId: number, host: string) => [...accountKeys.all, 'agent-domain', siteId, host] as const,
};
