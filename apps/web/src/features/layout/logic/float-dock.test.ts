import { describe, expect, it } from 'vitest';
import { floatsHidden, isFormPage, isTextField } from './float-dock';

const phone = (over: Partial<Parameters<typeof floatsHidden>[0]> = {}) =>
  floatsHidden({ mode: 'mobile', pathname: '/', search: '', fieldFocused: false, ...over });

describe('the floats’ corner on a phone (spec §3 red envelope and sign-in floats, §2 pages)', () => {
  it('spec §2 /register and the user centre’s deposit and withdrawal: the floats step aside on form pages', () => {
    expect(isFormPage('/register', '')).toBe(true);
    expect(isFormPage('/user/Deposit', '')).toBe(true);
    expect(isFormPage('/user', '?page=Deposit')).toBe(true);
    expect(isFormPage('/user/Withdrawal', '')).toBe(true);
    expect(isFormPage('/user/BindAccount', '')).toBe(true);
    expect(isFormPage('/user', '?page=Letter')).toBe(false);
    expect(isFormPage('/user/Info', '?page=Deposit')).toBe(false);
    expect(isFormPage('/', '')).toBe(false);
    expect(isFormPage('/discount', '')).toBe(false);
  });
  it('hides them while a text field has focus, on phones only', () => {
    expect(phone()).toBe(false);
    expect(phone({ fieldFocused: true })).toBe(true);
    expect(phone({ pathname: '/register' })).toBe(true);
    expect(floatsHidden({ mode: 'desktop', pathname: '/register', search: '', fieldFocused: true })).toBe(
      false,
    );
  });
  it('counts the fields a keyboard opens for, not buttons or boxes', () => {
    const input = (type: string) => Object.assign(document.createElement('input'), { type });
    expect(isTextField(input('text'))).toBe(true);
    expect(isTextField(input('password'))).toBe(true);
    expect(isTextField(input('tel'))).toBe(true);
    expect(isTextField(input('checkbox'))).toBe(false);
    expect(isTextField(input('submit'))).toBe(false);
    expect(isTextField(document.createElement('textarea'))).toBe(true);
    expect(isTextField(document.createElement('button'))).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});
