import { describe, expect, it } from 'vitest';
import { decideDevice } from './device-policy';

describe('single-device rule', () => {
  const live = (device: string | null, familyId = 'f1') => ({ familyId, device });
  it('never refuses on a site without the rule', () => {
    expect(decideDevice(false, 'a', [live('b')])).toEqual({ allow: true, replace: [] });
  });
  it('refuses a second device while the first is live, and lets the same device replace itself', () => {
    expect(decideDevice(true, 'phone', [live('tablet')])).toEqual({ allow: false });
    expect(decideDevice(true, 'phone', [live('phone', 'old')])).toEqual({ allow: true, replace: ['old'] });
    expect(decideDevice(true, 'phone', [])).toEqual({ allow: true, replace: [] });
  });
  it('treats a login without a device id as another device', () => {
    expect(decideDevice(true, null, [live('phone')])).toEqual({ allow: false });
    expect(decideDevice(true, 'phone', [live(null)])).toEqual({ allow: false });
  });
});
