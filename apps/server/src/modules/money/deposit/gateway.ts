import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../../db/client';
import { paymentCallbackNonces } from './schema';
import { AppError, PlatformErrors } from '../../../platform/app-error';
import type { Clock } from '../../../platform/clock';
import { openSecret } from '../../../platform/secret-box';
import { hasValidSignature, isFresh, withSignature, type Signed } from './gateway-protocol';
import { DepositErrors } from './errors';
import * as repo from './repository';

const refused = (message: string) => new AppError(PlatformErrors.badRequest, { message });

/** Where the payer's browser comes back to after paying: the deposit records. */
const RETURN_PATH = '/user?page=DWRecord';
export const NOTIFY_PATH = '/api/payment/notify';

/**
 * Online gateway deposits: the member is sent to the gateway's hosted page with a signed order; the
 * gateway calls back server to server. A callback counts only with a valid signature from the order's
 * own channel, inside its time window, with a nonce never seen before, and the order's exact amount
 * and currency; then the order is credited once, however often the gateway repeats itself.
 */
export function createGatewayFlow(deps: {
  db: Db;
  clock: Clock;
  gatewaySecret: (channel: repo.ChannelRow) => string;
  credit: (tx: Tx, o: repo.DepositRow, staffId: number | null) => Promise<bigint>;
  announce: (o: repo.DepositRow) => Promise<void>;
  text: (minor: bigint, currency: string) => string;
}) {
  const { db, clock } = deps;

  /**
   * The gateway page's address for a channel, checked before an order is saved: a channel or site
   * whose addresses cannot be built refuses the deposit instead of leaving an order behind.
   */
  function gatewayPage(channel: repo.ChannelRow, origin: string | null): URL {
    const site = publicOrigin(origin);
    if (!site) throw new AppError(DepositErrors.noPublicOrigin);
    try {
      return new URL(channel.gatewayUrl!, site);
    } catch {
      throw new AppError(DepositErrors.channel);
    }
  }

  function payUrl(channel: repo.ChannelRow, o: repo.DepositRow, configured: string | null): string {
    const page = gatewayPage(channel, configured);
    const origin = publicOrigin(configured)!;
    const params = withSignature(
      {
        merchant_id: channel.merchantId!,
        order_number: o.orderNumber,
        amount: deps.text(o.amount, o.currency),
        currency: o.currency,
        notify_url: `${origin}${NOTIFY_PATH}`,
        return_url: `${origin}${RETURN_PATH}`,
        ts: String(Math.floor(clock.now().getTime() / 1000)),
      },
      deps.gatewaySecret(channel),
    );
    for (const [k, v] of Object.entries(params)) page.searchParams.set(k, v);
    return page.toString();
  }

  async function notify(body: Signed & { order_number: string; status: 'paid' | 'failed' }) {
    const found = await repo.orderWithChannel(db, body.order_number);
    // Unknown orders and foreign merchants answer alike: nothing tells a prober which orders exist.
    if (!found || found.channel.type !== 'gateway' || found.channel.merchantId !== body.merchant_id) {
      throw refused('order_number: no such order for this merchant');
    }
    const { order, channel } = found;
    if (!hasValidSignature(body, deps.gatewaySecret(channel))) throw refused('sign: invalid signature');
    if (!isFresh(body.ts!, clock.now().getTime())) throw refused('ts: outside the signature window');
    if (body.amount !== deps.text(order.amount, order.currency) || body.currency !== order.currency) {
      throw refused('amount: does not match the order');
    }
    const fresh = await db
      .insert(paymentCallbackNonces)
      .values({ nonce: body.nonce!, channelId: channel.id, receivedAt: clock.now() })
      .onConflictDoNothing()
      .returning({ nonce: paymentCallbackNonces.nonce });
    if (fresh.length === 0) throw refused('nonce: already used');

    const settled = await db.transaction(async (tx) => {
      const o = (await repo.lockOrder(tx, order.id))!;
      // A repeated success (new nonce) or a late failure after success changes nothing.
      if (o.status !== 'pending') return { order: o, changed: false };
      const paid = body.status === 'paid';
      const done = await repo.resolveOrder(tx, o.id, {
        status: paid ? 'success' : 'cancelled',
        reason: paid ? null : 'payment failed at the gateway',
        gatewayTradeNo: body.trade_no!,
        transferId: paid ? await deps.credit(tx, o, null) : null,
        resolvedAt: clock.now(),
      });
      return { order: done, changed: true };
    });
    if (settled.changed) await deps.announce(settled.order);
    return { order_number: settled.order.orderNumber, status: settled.order.status };
  }

  return { gatewayPage, payUrl, notify };
}

/** An http(s) origin (no path, query or credentials), or null: anything else builds no address. */
export function publicOrigin(configured: string | null | undefined): string | null {
  if (!configured) return null;
  try {
    const url = new URL(configured);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return (url.protocol === 'https:' || url.protocol === 'http:') && bare ? url.origin : null;
  } catch {
    return null;
  }
}

/** A fresh callback nonce (the sandbox gateway's, or a test's). */
export const newNonce = () => randomBytes(16).toString('hex');

/** The merchant id of the sandbox gateway's channels; their secret is the sandbox's, from the environment. */
export const SANDBOX_MERCHANT = 'SANDBOX';

/** A channel's signing secret: sealed in its row, or the sandbox's for sandbox channels. */
export function gatewaySecrets(keys: { sealKey: string; sandboxSecret: string }) {
  return (channel: repo.ChannelRow): string => {
    if (channel.secretEnc) return openSecret(channel.secretEnc, keys.sealKey);
    if (channel.merchantId === SANDBOX_MERCHANT) return keys.sandboxSecret;
    throw new Error(`deposit channel ${channel.id} has no gateway secret`);
  };
}
