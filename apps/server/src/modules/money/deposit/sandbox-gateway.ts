import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { hasValidSignature, isFresh, withSignature, type Signed } from './gateway-protocol';
import { newNonce, SANDBOX_MERCHANT } from './gateway';

/**
 * The sandbox payment gateway shipped with the product, so online deposits run end to end on one
 * machine. It behaves as an outside gateway would: it trusts only a correctly signed payment request,
 * shows the payer the order, and on their answer calls the shop back server to server (signed, with a
 * timestamp and a one-time nonce) before sending the browser to the shop's return address.
 */
const ORDER_FIELDS = ['merchant_id', 'order_number', 'amount', 'currency', 'notify_url', 'return_url', 'ts'];

const escape = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#eef1f5;font:16px/1.5 system-ui,sans-serif;color:#1d2433}
main{box-sizing:border-box;width:min(92vw,420px);background:#fff;border-radius:16px;box-shadow:0 10px 30px #0002;padding:28px}
h1{font-size:18px;margin:0 0 4px}.tag{display:inline-block;font-size:12px;background:#fff3cd;color:#7a5800;border-radius:99px;padding:2px 10px;margin-bottom:16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:16px 0 24px}dt{color:#66708a}dd{margin:0;font-weight:600;text-align:right;word-break:break-all}
.amount{font-size:28px;font-weight:800;text-align:center;margin:8px 0}
form{display:flex;gap:12px}button{flex:1;height:46px;border-radius:99px;border:0;font:600 15px system-ui;cursor:pointer}
.pay{background:#1f7a4d;color:#fff}.cancel{background:#e4e7ee;color:#1d2433}.error{color:#a11}</style></head><body><main>${body}</main></body></html>`;
}

function signedOrder(input: Record<string, unknown>): Signed | null {
  const out: Signed = {};
  for (const k of [...ORDER_FIELDS, 'sign']) {
    const v = input[k];
    if (typeof v !== 'string' || v.length === 0 || v.length > 500) return null;
    out[k] = v;
  }
  return out;
}

export async function registerSandboxGateway(
  parent: FastifyInstance,
  deps: { secret: string; now: () => Date },
): Promise<void> {
  // Form posts from the sandbox page are parsed here only; the API stays JSON.
  await parent.register(async (app) => {
    await app.register(formbody);
    routes(app, deps);
  });
}

function routes(app: FastifyInstance, deps: { secret: string; now: () => Date }): void {
  const check = (input: Record<string, unknown>, reply: FastifyReply): Signed | null => {
    const order = signedOrder(input);
    let problem: string | null = null;
    if (!order) problem = 'This payment request is incomplete.';
    else if (order.merchant_id !== SANDBOX_MERCHANT || !hasValidSignature(order, deps.secret))
      problem = 'This payment request is not signed by a known merchant.';
    else if (!isFresh(order.ts!, deps.now().getTime())) problem = 'This payment request has expired.';
    if (!problem) return order;
    void reply
      .code(400)
      .type('text/html')
      .send(page('Payment refused', `<h1>Payment refused</h1><p class="error">${escape(problem)}</p>`));
    return null;
  };

  app.get('/sandbox-gateway/pay', { schema: { hide: true } }, (request, reply) => {
    const order = check(request.query as Record<string, unknown>, reply);
    if (!order) return reply;
    const hidden = Object.entries(order)
      .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
      .join('');
    const body = `<h1>Sandbox payment</h1><span class="tag">Test gateway — no real money moves</span>
<p class="amount" data-testid="sandbox-amount">${escape(order.currency!)} ${escape(order.amount!)}</p>
<dl><dt>Merchant</dt><dd>${escape(order.merchant_id!)}</dd><dt>Order</dt><dd data-testid="sandbox-order">${escape(order.order_number!)}</dd></dl>
<form method="post" action="/sandbox-gateway/answer">${hidden}
<button class="cancel" name="answer" value="cancel" data-testid="sandbox-cancel">Cancel</button>
<button class="pay" name="answer" value="pay" data-testid="sandbox-confirm">Confirm payment</button></form>`;
    return reply.header('cache-control', 'no-store').type('text/html').send(page('Sandbox payment', body));
  });

  app.post('/sandbox-gateway/answer', { schema: { hide: true } }, async (request, reply) => {
    const input = (request.body ?? {}) as Record<string, unknown>;
    const order = check(input, reply);
    if (!order) return reply;
    const callback = withSignature(
      {
        merchant_id: order.merchant_id!,
        order_number: order.order_number!,
        amount: order.amount!,
        currency: order.currency!,
        status: input.answer === 'pay' ? 'paid' : 'failed',
        trade_no: `SBX${randomBytes(6).toString('hex').toUpperCase()}`,
        ts: String(Math.floor(deps.now().getTime() / 1000)),
        nonce: newNonce(),
      },
      deps.secret,
    );
    const res = await fetch(order.notify_url!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(callback),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    const answer = res ? ((await res.json().catch(() => null)) as { code?: number } | null) : null;
    if (answer?.code !== 1000) {
      request.log.warn({ status: res?.status, answer }, 'sandbox gateway: the shop refused the callback');
    }
    return reply.redirect(order.return_url!, 303);
  });
}
