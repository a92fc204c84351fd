/** The module's public face: what other modules may use. */
export type { SmsSender } from './sms-sender';
export { agentDomainsOf } from './agent-domains';
