import { memberKeys } from '../../../api/query-keys';

/** Query keys of the account feature; the member's own data keys are shared (`api/query-keys.ts`). */
export const accountKeys = {
  ...memberKeys,
  captcha: (type: number, nonce: number, force = false) =>
    [...memberKeys.all, 'captcha', type, nonce, force] as const,
  registerSettings: (siteId: number) => [...memberKeys.all, 'register-settings', siteId] as const,
  agreement: (siteId: number, lang: string) => [...memberKeys.all, 'agreement', siteId, lang] as const,
  thirdPartyProviders: (siteId: number) => [...memberKeys.all, 'third-party-providers', siteId] as const,
  agentDomain: (siteId: number, host: string) => [...memberKeys.all, 'agent-domain', siteId, host] as const,
};
