import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminLetterSend, LetterDestroy, LetterList, LetterRead } from '@arks/contracts';
import { fieldErrors } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registeredMember } from '../../../test/member-client';
import { staffMember, type Staff } from '../../../test/staff-token';

let t: TestApp;
let writer: Staff;
const sent: { memberId: number; event: string }[] = [];

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off', TRUST_PROXY: 'true' } });
  writer = await staffMember(t, 'writer', 'content');
  const original = t.app.realtime.toMember.bind(t.app.realtime);
  t.app.realtime.toMember = ((memberId: number, event: string, payload: never) => {
    sent.push({ memberId, event });
    original(memberId, event as never, payload);
  }) as typeof t.app.realtime.toMember;
});
afterAll(() => t.close());

/** A member reading letters in English unless a call asks for another language. */
const register = (account: string, member_currency = 'RMB') =>
  registeredMember(
    t,
    { member_account: account, member_currency, member_name: '王五', member_email: `${account}@example.com` },
    { headers: { lang: 'en_US' } },
  );
/** A content image store address (rich text takes pictures only from there). */
const STORED = `/static/content/${'0'.repeat(64)}.png`;
const titles = (page: { list: { title: string }[] }) => page.list.map((l) => l.title);

describe('letters', () => {
  it('delivers a sanitized letter in the member’s language, live, and counts it unread until read', async () => {
    const m = await register('reader01');
    const res = await writer.call(AdminLetterSend, {
      site_id: 1,
      titles: { en_US: 'Welcome', zh_CN: '欢迎' },
      bodies: {
        en_US: `<p>Hi <b>there</b></p><script>alert(1)</script><img src=${STORED} onerror=alert(2)>`,
        zh_CN: '<p>你好</p>',
      },
      audience: { type: 'member', member_id: m.id },
    });
    expect(res.recipients).toBe(1);
    expect(sent).toContainEqual({ memberId: m.id, event: 'letter.sent' });
    const en = await m.call(LetterList);
    expect(en).toMatchObject({
      total_count: 1,
      unread_count: 1,
      list: [{ title: 'Welcome', is_read: 0 }],
    });
    expect(en.list[0]?.content).toBe(`<p>Hi <b>there</b></p><img src="${STORED}">`);
    expect((await m.call(LetterList, {}, { headers: { lang: 'zh_CN' } })).list[0]?.title).toBe('欢迎');

    const read = await m.call(LetterRead, { id: res.id });
    expect(read.unread_count).toBe(0);
    expect((await m.call(LetterList)).list[0]?.is_read).toBe(1);
  });

  it('sends to a whole currency segment at once, and only to that site’s members', async () => {
    const a = await register('segment1');
    const b = await register('segment2');
    const usd = await register('segmentu', 'USD');
    const res = await writer.call(AdminLetterSend, {
      site_id: 1,
      titles: { en_US: 'News' },
      bodies: { en_US: 'x' },
      audience: { type: 'segment', currency: 'RMB' },
    });
    expect(res.recipients).toBeGreaterThanOrEqual(2);
    for (const m of [a, b]) expect(titles(await m.call(LetterList))).toContain('News');
    expect(titles(await usd.call(LetterList))).not.toContain('News');
    const strangers = await writer.send(AdminLetterSend, {
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
          await writer.call(AdminLetterSend, {
            site_id: 1,
            titles: { en_US: title },
            bodies: { en_US: title },
            audience: { type: 'members', member_ids: [m.id, other.id] },
          })
        ).id,
      );
    }
    await m.call(LetterDestroy, { id: ids[0] });
    await m.call(LetterRead, { id: ids[1] });
    const after = await m.call(LetterDestroy, {});
    expect(titles(after)).toEqual(['three']);
    expect((await other.call(LetterList)).total_count).toBe(3);
    expect((await other.send(LetterRead, { id: 999999 })).code).toBe(404);
  });

  it('pages 50 at a time, newest first', async () => {
    const m = await register('pager001');
    for (let i = 0; i < 3; i++)
      await writer.call(AdminLetterSend, {
        site_id: 1,
        titles: { en_US: `n${i}` },
        bodies: { en_US: 'x' },
        audience: { type: 'member', member_id: m.id },
      });
    const first = await m.call(LetterList, { count: 2, page: 1 });
    expect(titles(first)).toEqual(['n2', 'n1']);
    expect(first.total_count).toBe(3);
    expect(titles(await m.call(LetterList, { count: 2, page: 2 }))).toEqual(['n0']);
  });

  it('refuses an empty ids list with a 400 naming ids, and deletes nothing', async () => {
    const m = await register('emptyid1');
    const letter = await writer.call(AdminLetterSend, {
      site_id: 1,
      titles: { en_US: 'keep me' },
      bodies: { en_US: 'x' },
      audience: { type: 'member', member_id: m.id },
    });
    await m.call(LetterRead, { id: letter.id });
    const res = await m.send(LetterDestroy, { ids: [] });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)[0]?.field).toBe('ids');
    // An empty selection must not fall through to "clear every read letter".
    expect((await m.call(LetterList)).total_count).toBe(1);
  });
});
