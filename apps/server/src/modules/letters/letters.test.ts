import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createStaffService } from '../staff/service';

let t: TestApp;
let staffToken: string;
let ipSeq = 0;
const sent: { memberId: number; event: string }[] = [];

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  const svc = createStaffService({ db: t.db, clock: { now: () => new Date() }, totpKey: 'unused' });
  await svc.create({ account: 'writer', password: 'correct-horse-42', role: 'content' });
  staffToken = (
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { account: 'writer', password: 'correct-horse-42' },
    })
  ).json().data.token;
  const original = t.app.realtime.toMember.bind(t.app.realtime);
  t.app.realtime.toMember = ((memberId: number, event: string, payload: never) => {
    sent.push({ memberId, event });
    original(memberId, event as never, payload);
  }) as typeof t.app.realtime.toMember;
});
afterAll(() => t.close());

async function register(account: string, currency = 'RMB') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { 'x-forwarded-for': `10.5.0.${++ipSeq}` },
    payload: {
      site_id: 1,
      member_account: account,
      password: 'abc123',
      check_password: 'abc123',
      member_currency: currency,
      member_name: '王五',
      member_email: `${account}@example.com`,
      withdraw_password: '1234',
      agreement: true,
    },
  });
  const body = res.json();
  expect(body.code, body.message).toBe(1000);
  return { id: body.data.member_id as number, token: body.data.token as string };
}

const inbox = async (
  token: string,
  url = '/api/arks/web/member/letter',
  payload: object = {},
  lang = 'en_US',
) =>
  (
    await t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}`, lang } })
  ).json();
const send = async (payload: object) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/letters',
      payload,
      headers: { authorization: `Bearer ${staffToken}` },
    })
  ).json();

describe('letters', () => {
  it('delivers a sanitized letter in the member’s language, live, and counts it unread until read', async () => {
    const m = await register('reader01');
    const res = await send({
      site_id: 1,
      titles: { en_US: 'Welcome', zh_CN: '欢迎' },
      bodies: {
        en_US: '<p>Hi <b>there</b></p><script>alert(1)</script><img src=x onerror=alert(2)>',
        zh_CN: '<p>你好</p>',
      },
      audience: { type: 'member', member_id: m.id },
    });
    expect(res.data.recipients).toBe(1);
    expect(sent).toContainEqual({ memberId: m.id, event: 'letter.sent' });
    const en = await inbox(m.token);
    expect(en.data).toMatchObject({
      total_count: 1,
      unread_count: 1,
      list: [{ title: 'Welcome', is_read: 0 }],
    });
    expect(en.data.list[0].content).toBe('<p>Hi <b>there</b></p><img src="x">');
    expect((await inbox(m.token, undefined, {}, 'zh_CN')).data.list[0].title).toBe('欢迎');

    const read = await inbox(m.token, '/api/arks/web/member/letter/read', { id: res.data.id });
    expect(read.data.unread_count).toBe(0);
    expect((await inbox(m.token)).data.list[0].is_read).toBe(1);
  });

  it('sends to a whole currency segment at once, and only to that site’s members', async () => {
    const a = await register('segment1');
    const b = await register('segment2');
    const usd = await register('segmentu', 'USD');
    const res = await send({
      site_id: 1,
      titles: { en_US: 'News' },
      bodies: { en_US: 'x' },
      audience: { type: 'segment', currency: 'RMB' },
    });
    expect(res.data.recipients).toBeGreaterThanOrEqual(2);
    for (const m of [a, b])
      expect((await inbox(m.token)).data.list.map((l: { title: string }) => l.title)).toContain('News');
    expect((await inbox(usd.token)).data.list.map((l: { title: string }) => l.title)).not.toContain('News');
    const strangers = await send({
      site_id: 2,
      titles: { en_US: 'x' },
      bodies: { en_US: 'x' },
      audience: { type: 'member', member_id: a.id },
    });
    expect(strangers.code).toBe(400);
  });

  it('deletes one letter, or every read one, and never another member’s', async () => {
    const m = await register('cleaner1');
    const other = await register('cleaner2');
    const ids: number[] = [];
    for (const title of ['one', 'two', 'three']) {
      ids.push(
        (
          await send({
            site_id: 1,
            titles: { en_US: title },
            bodies: { en_US: title },
            audience: { type: 'members', member_ids: [m.id, other.id] },
          })
        ).data.id,
      );
    }
    await inbox(m.token, '/api/arks/web/member/letter/destroy', { id: ids[0] });
    await inbox(m.token, '/api/arks/web/member/letter/read', { id: ids[1] });
    const after = await inbox(m.token, '/api/arks/web/member/letter/destroy', {});
    expect(after.data.list.map((l: { title: string }) => l.title)).toEqual(['three']);
    expect((await inbox(other.token)).data.total_count).toBe(3);
    expect((await inbox(other.token, '/api/arks/web/member/letter/read', { id: 999999 })).code).toBe(404);
  });

  it('pages 50 at a time, newest first', async () => {
    const m = await register('pager001');
    for (let i = 0; i < 3; i++)
      await send({
        site_id: 1,
        titles: { en_US: `n${i}` },
        bodies: { en_US: 'x' },
        audience: { type: 'member', member_id: m.id },
      });
    const first = await inbox(m.token, undefined, { count: 2, page: 1 });
    expect(first.data.list.map((l: { title: string }) => l.title)).toEqual(['n2', 'n1']);
    expect(first.data.total_count).toBe(3);
    expect(
      (await inbox(m.token, undefined, { count: 2, page: 2 })).data.list.map(
        (l: { title: string }) => l.title,
      ),
    ).toEqual(['n0']);
  });
});
