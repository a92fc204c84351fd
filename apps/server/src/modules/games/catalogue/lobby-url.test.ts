import { DemoPlay, GamePlay } from '@arks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { fieldErrors } from '../../../test/api-client';
import { registeredMember, visitor, type Member } from '../../../test/member-client';

// The lobby address reaches a game page on the provider's origin, where the launch token lives: the
// platform takes only absolute http(s) addresses for it, before any money moves or a provider is asked.
let t: TestApp;
let member: Member;
beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_MODE: 'off' } });
  member = await registeredMember(t, {
    member_account: 'lobby001',
    member_name: '王五',
    member_email: 'lobby001@example.com',
  });
});
afterAll(() => t.close());

const BAD = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/close',
  '/\\evil.example',
];

describe('lobby_url', () => {
  it.each(BAD)('a member launch with %j is a 400 naming lobby_url', async (lobby_url) => {
    const res = await member.send(GamePlay, {
      gp_id: 'GPHOUSE',
      game_type: 2,
      game_code: 'koi-reels',
      device: 0,
      lobby_url,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)[0]?.field).toBe('lobby_url');
  });

  it.each(BAD)('a demo launch with %j is a 400 naming lobby_url', async (lobby_url) => {
    const res = await visitor(t).send(DemoPlay, {
      site_id: 1,
      currency: 'RMB',
      device: 0,
      gp_id: 'GPHOUSE',
      game_type: 2,
      game_code: 'koi-reels',
      house: 1,
      lobby_url,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)[0]?.field).toBe('lobby_url');
  });
});
