import type { TRegisterFieldSetting } from '@arks/contracts';
import { describe, expect, it } from 'vitest';
import { recoveryForm } from './recovery-form';

const setting = (name: string, currency: string, is_required = false): TRegisterFieldSetting => ({
  name,
  currency,
  is_display: true,
  is_required,
  is_unique: false,
  is_member_center: true,
  is_verification: false,
});

describe('forgot-password form from the register settings', () => {
  it('site 2 (VND, THB) never collected a withdraw password: no such field, phone and email offered', () => {
    const site2 = [
      setting('member_name', 'VND', true),
      setting('member_phone', 'VND', true),
      setting('member_phone', 'THB', true),
      setting('member_email', 'THB'),
    ];
    expect(recoveryForm(site2, ['VND', 'THB'])).toEqual({
      withdrawPassword: 'hidden',
      methods: ['email', 'phone'],
    });
    expect(recoveryForm(site2, ['VND'])).toEqual({ withdrawPassword: 'hidden', methods: ['phone'] });
  });

  it('required where every currency required it, optional where only some collected it', () => {
    const rmb = [setting('withdraw_password', 'RMB', true), setting('member_email', 'RMB')];
    expect(recoveryForm(rmb, ['RMB'])).toEqual({ withdrawPassword: 'required', methods: ['email'] });
    const site1 = [...rmb, setting('member_email', 'USD', true)];
    expect(recoveryForm(site1, ['RMB', 'USD']).withdrawPassword).toBe('optional');
  });

  it('spec §4 forgot by SMS: offered where any currency verifies the shown phone by SMS', () => {
    const site2 = [
      setting('member_phone', 'VND', true),
      { ...setting('member_phone', 'THB', true), is_verification: true },
      setting('member_email', 'THB'),
    ];
    expect(recoveryForm(site2, ['VND', 'THB']).methods).toEqual(['email', 'phone', 'sms']);
    expect(recoveryForm(site2, ['VND']).methods).toEqual(['phone']);
  });

  it('before the settings arrive, the spec form', () => {
    expect(recoveryForm(undefined, ['RMB'])).toEqual({
      withdrawPassword: 'required',
      methods: ['email', 'phone'],
    });
  });
});
