import {
  AdminSitePublicOriginSave,
  AdminThirdPartyLoginList,
  AdminThirdPartyLoginSave,
  LoginCode,
  MemberProfile,
  PlatformCode,
  ThirdPartyLoginCallback,
  ThirdPartyLoginCode,
  ThirdPartyLoginProviders,
  ThirdPartyLoginStart,
  ZLoginSuccess,
} from '@arks/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../member/schema';
import { staffAudit } from '../staff/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { ManualClock } from '../../../test/manual-clock';
import { freshAddress, memberWithToken, visitor } from '../../../test/member-client';
import { startTestOidcProvider, type TestOidcProvider } from '../../../test/oidc-provider';
import { staffMember, type Staff } from '../../../test/staff-token';
import { oidcIdentities, oidcLoginStates, oidcProviders } from './schema';
import { BROWSER_COOKIE } from './routes';
import { MAX_STARTS_PER_IP, SIGN_IN_TTL_MS } from './service';

const ORIGIN = 'https://member.example';
const REDIRECT = `${ORIGIN}/authCallback`;
const CLIENT = { client_id: 'arks-site-1', client_secret: 'site-1-client-secret-0123456789' };
const OTHER_CLIENT = { client_id: 'another-app', client_secret: 'another-app-secret-0123456789' };

let t: TestApp;
let op: TestOidcProvider;
let admin: Staff;
const clock = new ManualClock(Date.now());

/** One browser: its address and the cookie the start call set. */
interface Browser {
  ip: string;
  cookie?: string;
}
const newBrowser = (): Browser => ({ ip: freshAddress() });

async function start(
  browser: Browser,
  input: { provider?: string; currency?: string; site_id?: number } = {},
) {
  const answer = await visitor(t, { ip: browser.ip }).send(ThirdPartyLoginStart, {
    site_id: 1,
    provider: 'op',
    ...input,
  });
  const set = String(answer.headers['set-cookie'] ?? '');
  const cookie = set.match(new RegExp(`${BROWSER_COOKIE}=([^;]+)`))?.[1];
  if (cookie) browser.cookie = cookie;
  return { answer, setCookie: set, url: (answer.data as { url?: string } | null)?.url };
}

/** What the provider sent the popup back with, as /authCallback hands it on. */
const callbackInput = (back: URL) => ({
  state: back.searchParams.get('state') ?? '',
  code: back.searchParams.get('code') ?? undefined,
  iss: back.searchParams.get('iss') ?? undefined,
  error: back.searchParams.get('error') ?? undefined,
});

function finish(browser: Browser, input: ReturnType<typeof callbackInput>, siteId = 1) {
  return visitor(t, {
    ip: browser.ip,
    headers: browser.cookie ? { cookie: `${BROWSER_COOKIE}=${browser.cookie}` } : {},
  }).send(ThirdPartyLoginCallback, { site_id: siteId, ...input });
}

/** A whole sign-in as `subject`: start, the provider's pages, the callback answer. */
async function signIn(
  subject: string,
  browser = newBrowser(),
  email?: { address: string; verified: boolean },
) {
  op.signInAs(subject, email);
  const { url } = await start(browser);
  const back = await op.authorize(url!);
  return { answer: await finish(browser, callbackInput(back)), back, browser };
}

beforeAll(async () => {
  op = await startTestOidcProvider([
    { ...CLIENT, redirect_uris: [REDIRECT] },
    { ...OTHER_CLIENT, redirect_uris: [REDIRECT] },
  ]);
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' }, clock });
  admin = await staffMember(t, 'oidc-admin', 'admin');
  await admin.call(AdminSitePublicOriginSave, { site_id: 1, public_origin: ORIGIN });
  await admin.call(AdminThirdPartyLoginSave, {
    site_id: 1,
    key: 'op',
    name: 'Test ID',
    issuer: op.issuer,
    client_id: CLIENT.client_id,
    client_secret: CLIENT.client_secret,
    active: true,
  });
});

afterAll(async () => {
  await t?.close();
  await op?.close();
});

describe('third-party login: staff set-up', () => {
  it('keeps the client secret sealed, never answers it, and audits the change without it', async () => {
    const answer = await admin.send(AdminThirdPartyLoginList, { site_id: 1 });
    expect(JSON.stringify(answer)).not.toContain(CLIENT.client_secret);
    const [listed] = AdminThirdPartyLoginList.data.parse(answer.data).list;
    expect(listed).toMatchObject({
      key: 'op',
      issuer: op.issuer,
      client_id: CLIENT.client_id,
      secret_set: true,
      scopes: 'openid email profile',
      active: true,
      redirect_uri: REDIRECT,
    });
    const [row] = await t.db.select().from(oidcProviders).where(eq(oidcProviders.key, 'op'));
    expect(row!.clientSecretEnc).toMatch(/^v1\./);
    expect(row!.clientSecretEnc).not.toContain(CLIENT.client_secret);
    const audits = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'third_party_login_save'));
    expect(audits.length).toBeGreaterThan(0);
    expect(JSON.stringify(audits)).not.toContain(CLIENT.client_secret);
    expect(audits[0]!.detail).toMatchObject({ key: 'op', client_secret: 'changed' });
  });

  it('lets only admins change providers and refuses set-ups that cannot work', async () => {
    const support = await staffMember(t, 'oidc-support', 'support');
    const base = {
      site_id: 1,
      key: 'other',
      name: 'Other',
      issuer: op.issuer,
      client_id: 'x',
      client_secret: 'y',
      active: true,
    };
    expect((await support.send(AdminThirdPartyLoginSave, base)).statusCode).toBe(403);
    expect((await support.send(AdminThirdPartyLoginList, { site_id: 1 })).statusCode).toBe(403);

    const refusals: [Partial<typeof base>, RegExp][] = [
      [{ issuer: 'http://id.example.com' }, /issuer: must be an https address/],
      // Nothing answers there: a switched-on provider must answer its discovery.
      [{ issuer: 'http://127.0.0.1:9' }, /issuer: no OpenID configuration/],
      [{ client_secret: undefined }, /client_secret: required/],
    ];
    for (const [change, message] of refusals) {
      const answer = await admin.send(AdminThirdPartyLoginSave, { ...base, ...change });
      expect(answer.code, JSON.stringify(change)).toBe(PlatformCode.BAD_REQUEST);
      expect(answer.message).toMatch(message);
    }
    const scopes = await admin.send(AdminThirdPartyLoginSave, { ...base, scopes: 'email profile' });
    expect(scopes.statusCode).toBe(400);
    // Switched off, it saves without asking the issuer, and members do not see it.
    await admin.call(AdminThirdPartyLoginSave, { ...base, issuer: 'https://id.example.com', active: false });
    const buttons = await visitor(t).call(ThirdPartyLoginProviders, { site_id: 1 });
    expect(buttons.list).toEqual([{ key: 'op', name: 'Test ID' }]);
    expect((await start(newBrowser(), { provider: 'other' })).answer.code).toBe(
      ThirdPartyLoginCode.PROVIDER_UNAVAILABLE,
    );
  });

  it('offers no button on a site without providers or without a public origin', async () => {
    expect((await visitor(t).call(ThirdPartyLoginProviders, { site_id: 2 })).list).toEqual([]);
  });
});

describe('third-party login: the code flow against a real provider', () => {
  it('sends the popup to the provider with state, nonce and PKCE, bound to this browser', async () => {
    const browser = newBrowser();
    const { answer, url, setCookie } = await start(browser);
    expect(answer.code).toBe(1000);
    const auth = new URL(url!);
    expect(auth.origin).toBe(op.issuer);
    const q = auth.searchParams;
    expect(q.get('client_id')).toBe(CLIENT.client_id);
    expect(q.get('redirect_uri')).toBe(REDIRECT);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge']) expect(q.get(name)?.length).toBeGreaterThan(20);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\/api\/third_party_login/);
    expect(setCookie).toMatch(/Secure/);
    // The state is kept only as a hash.
    const stored = await t.db.select().from(oidcLoginStates);
    expect(JSON.stringify(stored)).not.toContain(q.get('state')!);
  });

  it('opens an account at the first sign-in and enters the same one after, answering as /login does', async () => {
    const first = await signIn('alice', newBrowser(), { address: 'Alice@Example.com', verified: true });
    expect(first.answer.code, first.answer.message).toBe(1000);
    const session = ZLoginSuccess.parse(first.answer.data);
    expect(Object.keys(first.answer.data as object).sort()).toEqual(
      ['member_account', 'member_currency', 'member_id', 'member_type', 'token'].sort(),
    );
    expect(first.answer.headers.authorization).toBe(session.token);
    expect(session.member_currency).toBe('RMB');
    expect(session.member_account).toMatch(/^u[a-z0-9]{11}$/);
    const profile = await memberWithToken(t, session.token).call(MemberProfile, {});
    expect(profile.member_profile.member_account).toBe(session.member_account);
    const [member] = await t.db.select().from(members).where(eq(members.id, session.member_id));
    expect(member!.email).toBe('alice@example.com');

    const again = await signIn('alice');
    expect(again.answer.code).toBe(1000);
    const second = ZLoginSuccess.parse(again.answer.data);
    expect(second.member_id).toBe(session.member_id);
    expect(second.token).not.toBe(session.token);
    const links = await t.db.select().from(oidcIdentities).where(eq(oidcIdentities.subject, 'alice'));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ siteId: 1, issuer: op.issuer, memberId: session.member_id });
  });

  it('opens the account in the currency the login screen asked for; an address not verified is not kept', async () => {
    const browser = newBrowser();
    op.signInAs('bob-usd', { address: 'bob@example.com', verified: false });
    const { url } = await start(browser, { currency: 'USD' });
    const answer = await finish(browser, callbackInput(await op.authorize(url!)));
    const session = ZLoginSuccess.parse(answer.data);
    expect(session.member_currency).toBe('USD');
    const [member] = await t.db.select().from(members).where(eq(members.id, session.member_id));
    expect(member!.email).toBeNull();
    const closed = await start(newBrowser(), { currency: 'VND' });
    expect(closed.answer.statusCode).toBe(400);
  });

  it('refuses a callback whose state is unknown, replayed, from another browser or another site', async () => {
    const { back, browser, answer } = await signIn('carol');
    expect(answer.code).toBe(1000);
    // The same answer again: the state was used up.
    expect((await finish(browser, callbackInput(back))).code).toBe(ThirdPartyLoginCode.EXPIRED);

    op.signInAs('carol');
    const own = newBrowser();
    const good = callbackInput(await op.authorize((await start(own)).url!));
    expect((await finish(own, { ...good, state: 'made-up-state-value' })).code).toBe(
      ThirdPartyLoginCode.EXPIRED,
    );
    // A link sent to someone else: their browser never started this sign-in.
    const stranger = newBrowser();
    await start(stranger);
    expect((await finish(stranger, good)).code).toBe(ThirdPartyLoginCode.EXPIRED);

    const elsewhere = newBrowser();
    const other = callbackInput(await op.authorize((await start(elsewhere)).url!));
    expect((await finish(elsewhere, other, 2)).code).toBe(ThirdPartyLoginCode.EXPIRED);
  });

  it('refuses a state past its time', async () => {
    op.signInAs('dave');
    const browser = newBrowser();
    const back = callbackInput(await op.authorize((await start(browser)).url!));
    clock.advance(SIGN_IN_TTL_MS + 1000);
    expect((await finish(browser, back)).code).toBe(ThirdPartyLoginCode.EXPIRED);
  });

  it('refuses a code replayed under a fresh state (the provider binds it to its PKCE challenge and to one use)', async () => {
    const { back, answer } = await signIn('erin');
    expect(answer.code).toBe(1000);
    const browser = newBrowser();
    op.signInAs('erin');
    const fresh = callbackInput(await op.authorize((await start(browser)).url!));
    const replay = await finish(browser, { ...fresh, code: back.searchParams.get('code')! });
    expect(replay.code).toBe(ThirdPartyLoginCode.REFUSED);
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    op.signInAs('frank');
    const browser = newBrowser();
    const back = callbackInput(await op.authorize((await start(browser)).url!));
    await t.db.update(oidcLoginStates).set({ nonce: 'a-nonce-of-another-sign-in' });
    expect((await finish(browser, back)).code).toBe(ThirdPartyLoginCode.REFUSED);
  });

  it('refuses ID tokens for another client, from another issuer, expired, or not signed by the provider', async () => {
    const now = () => Math.floor(Date.now() / 1000);
    const forgeries: [string, Parameters<TestOidcProvider['tamperIdToken']>[0]][] = [
      ['another client', (claims, sign) => sign({ ...claims, aud: OTHER_CLIENT.client_id, azp: undefined })],
      ['another issuer', (claims, sign) => sign({ ...claims, iss: 'https://evil.example' })],
      ['expired', (claims, sign) => sign({ ...claims, iat: now() - 7200, exp: now() - 3600 })],
      ['signed by someone else', (claims, sign) => sign(claims, 'foreign')],
    ];
    for (const [name, tamper] of forgeries) {
      op.tamperIdToken(tamper);
      try {
        const { answer } = await signIn(`mallory-${name.replace(/\W/g, '')}`);
        expect(answer.code, name).toBe(ThirdPartyLoginCode.REFUSED);
      } finally {
        op.tamperIdToken(null);
      }
    }
    // The check is what refused them: the same provider untouched signs in.
    expect((await signIn('mallory-honest')).answer.code).toBe(1000);
    const links = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(oidcIdentities)
      .where(sql`${oidcIdentities.subject} like 'mallory-%'`);
    expect(links[0]!.n).toBe(1);
  });

  it('refuses a code issued to another client', async () => {
    // The other client's own authorization: its code, sent to our callback under our state.
    op.signInAs('grace');
    const browser = newBrowser();
    const ours = callbackInput(await op.authorize((await start(browser)).url!));
    const theirs = new URL(`${op.issuer}/auth`);
    for (const [k, v] of Object.entries({
      client_id: OTHER_CLIENT.client_id,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid',
      state: ours.state,
      nonce: 'n-0123456789',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }))
      theirs.searchParams.set(k, v);
    const stolen = await op.authorize(theirs.toString());
    const answer = await finish(browser, { ...ours, code: stolen.searchParams.get('code')! });
    expect(answer.code).toBe(ThirdPartyLoginCode.REFUSED);
  });

  it('passes on a provider error as a refusal', async () => {
    const browser = newBrowser();
    const { url } = await start(browser);
    const state = new URL(url!).searchParams.get('state')!;
    const answer = await finish(browser, { state, code: undefined, iss: op.issuer, error: 'access_denied' });
    expect(answer.code).toBe(ThirdPartyLoginCode.REFUSED);
  });

  it("applies the account's own refusals: frozen, and the security question only the password login asks", async () => {
    const first = ZLoginSuccess.parse((await signIn('heidi')).answer.data);
    await t.db.update(members).set({ status: 'frozen' }).where(eq(members.id, first.member_id));
    expect((await signIn('heidi')).answer.code).toBe(LoginCode.ACCOUNT_FROZEN);
    await t.db
      .update(members)
      .set({ status: 'active', doubleValidation: true })
      .where(eq(members.id, first.member_id));
    expect((await signIn('heidi')).answer.code).toBe(ThirdPartyLoginCode.PASSWORD_REQUIRED);
  });

  it('lets one address start a bounded number of sign-ins at a time', async () => {
    const browser = newBrowser();
    const answers = await Promise.all(
      Array.from({ length: MAX_STARTS_PER_IP + 5 }, () => start(browser).then((s) => s.answer)),
    );
    expect(answers.filter((a) => a.code === 1000)).toHaveLength(MAX_STARTS_PER_IP);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(5);
  });

  it('opens no more accounts from one address than the registration form would', async () => {
    const browser = newBrowser();
    expect((await signIn('ivan-1', browser)).answer.code).toBe(1000);
    const tooSoon = await signIn('ivan-2', browser);
    expect(tooSoon.answer.code).toBe(996);
    // Refused before any account: nothing linked.
    const links = await t.db.select().from(oidcIdentities).where(eq(oidcIdentities.subject, 'ivan-2'));
    expect(links).toHaveLength(0);
  });
});
