import type { LangCode } from '@arks/contracts';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What a gateway said about one message. `rejected`: the gateway refused this phone number (it does
 * not exist, cannot take texts, is barred), with the gateway's own words for the member (§8 215).
 */
export type SmsSendResult = 'sent' | 'no_balance' | 'failed' | { rejected: string };

/** The longest gateway text passed on to a member. */
const REJECTION_MAX = 200;

/** One verification text: the code, and the whole message in the member's language to deliver as is. */
export interface SmsMessage {
  siteId: number;
  phone: string;
  code: string;
  language: LangCode;
  text: string;
}

/** Where verify codes go. Tests inject an in-memory one and read the code from it. */
export interface SmsSender {
  send(message: SmsMessage): Promise<SmsSendResult>;
}

/**
 * HTTP gateway: POST JSON { phone, code, site_id, language, text } with a bearer token; `text` is the
 * message to deliver, already in the member's language. 402 means the account has no
 * balance; 422 that the gateway refused the number, with its reason in `message` of a JSON body (an
 * empty reason when it gave none); any other non-2xx or a network error is a failure.
 */
export function createHttpSmsSender(url: string, token: string | undefined): SmsSender {
  return {
    async send({ siteId, phone, code, language, text }) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ phone, code, site_id: siteId, language, text }),
          signal: AbortSignal.timeout(10_000),
        });
        if (res.status === 402) return 'no_balance';
        if (res.status === 422) {
          const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
          const said = typeof body?.message === 'string' ? body.message.trim().slice(0, REJECTION_MAX) : '';
          return { rejected: said };
        }
        return res.ok ? 'sent' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}

/**
 * Development only: writes the code to the log so a developer can register without a gateway. Never
 * used in production (main refuses it there; see createSmsSender).
 */
export function createLogSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    async send({ siteId, phone, code }) {
      log.warn({ siteId, phone: `***${phone.slice(-4)}` }, `development SMS sender: verify code ${code}`);
      return 'sent';
    },
  };
}

/** Test double: keeps every message so a test can read the last code sent to a phone. */
export class MemorySmsSender implements SmsSender {
  readonly sent: SmsMessage[] = [];
  result: SmsSendResult = 'sent';

  async send(message: SmsMessage): Promise<SmsSendResult> {
    if (this.result === 'sent') this.sent.push(message);
    return this.result;
  }

  lastCode(phone: string): string | undefined {
    return this.sent.filter((m) => m.phone === phone).at(-1)?.code;
  }
}

/** The gateway when SMS_GATEWAY_URL is set; else the logging sender outside production, else none. */
export function createSmsSender(
  config: { SMS_GATEWAY_URL?: string; SMS_GATEWAY_TOKEN?: string; NODE_ENV: string },
  log: FastifyBaseLogger,
): SmsSender {
  if (config.SMS_GATEWAY_URL) return createHttpSmsSender(config.SMS_GATEWAY_URL, config.SMS_GATEWAY_TOKEN);
  if (config.NODE_ENV !== 'production') return createLogSmsSender(log);
  return { send: async () => 'failed' };
}
