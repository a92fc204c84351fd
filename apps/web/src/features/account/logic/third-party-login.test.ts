import { PlatformCode, ThirdPartyLoginCode, ZCrossTabMessage } from '@arks/contracts';
import { describe, expect, it } from 'vitest';
import { crossTabAction } from '../../../realtime/cross-tab-action';
import { callbackMessage, popupFeatures, readCallback } from './third-party-login';

const member = {
  member_id: 7,
  member_account: 'u0a1b2c3d4e5',
  member_currency: 'RMB',
  member_type: 1,
  token: 't',
};

describe('third-party login: /authCallback', () => {
  it('hands the provider answer on, iss and error included', () => {
    expect(readCallback('?code=abc&state=s1&iss=https%3A%2F%2Fid.example')).toEqual({
      kind: 'exchange',
      input: {
        state: 's1',
        code: 'abc',
        iss: 'https://id.example',
        error: undefined,
        error_description: undefined,
      },
    });
    expect(readCallback('?error=server_error&error_description=down&state=s1')).toMatchObject({
      kind: 'exchange',
      input: { state: 's1', error: 'server_error', error_description: 'down' },
    });
  });

  it('treats a declined sign-in as cancelled and anything without state and code as invalid', () => {
    expect(readCallback('?error=access_denied&state=s1')).toEqual({ kind: 'cancelled' });
    expect(readCallback('')).toEqual({ kind: 'invalid' });
    expect(readCallback('?code=abc')).toEqual({ kind: 'invalid' });
    expect(readCallback('?state=s1')).toEqual({ kind: 'invalid' });
  });

  it('tells the opener authLogin with the login answer, which the opener completes', () => {
    const step = readCallback('?code=abc&state=s1');
    const message = callbackMessage(step, { ok: true, data: member }, 'x');
    expect(message).toEqual({ type: 'authLogin', data: member });
    expect(ZCrossTabMessage.safeParse(message).success).toBe(true);
    expect(crossTabAction(message)).toMatchObject({ kind: 'complete-login', data: member });
  });

  it('tells the opener authLoginClose with the result code of a refusal, so it shows why', () => {
    const step = readCallback('?code=abc&state=s1');
    const refused = callbackMessage(
      step,
      {
        ok: false,
        code: ThirdPartyLoginCode.REFUSED,
        message: 'no',
        kind: 'code',
        fieldErrors: [],
        data: null,
      },
      'x',
    );
    expect(refused).toEqual({ type: 'authLoginClose', code: ThirdPartyLoginCode.REFUSED, message: 'no' });
    expect(crossTabAction(refused)).toMatchObject({
      kind: 'login-failed',
      code: ThirdPartyLoginCode.REFUSED,
    });
    const offline = callbackMessage(
      step,
      { ok: false, code: null, message: 'network', kind: 'network', fieldErrors: [], data: null },
      'x',
    );
    expect(offline).toMatchObject({ code: PlatformCode.UNAVAILABLE, message: 'network' });
  });

  it('closes quietly on a cancel, and reports an invalid visit with its own message', () => {
    expect(callbackMessage({ kind: 'cancelled' }, null, 'x')).toEqual({ type: 'authLoginClose' });
    expect(crossTabAction({ type: 'authLoginClose' })).toMatchObject({ kind: 'login-failed', code: null });
    expect(callbackMessage({ kind: 'invalid' }, null, 'expired')).toEqual({
      type: 'authLoginClose',
      code: ThirdPartyLoginCode.EXPIRED,
      message: 'expired',
    });
  });
});

describe('third-party login: the popup', () => {
  it('is centred on the opener’s screen and never larger than it', () => {
    expect(popupFeatures({ availWidth: 1920, availHeight: 1080, left: 0, top: 0 })).toBe(
      'popup=yes,width=500,height=640,left=710,top=220',
    );
    expect(popupFeatures({ availWidth: 400, availHeight: 600, left: 1920, top: 0 })).toBe(
      'popup=yes,width=400,height=600,left=1920,top=0',
    );
  });
});
