import { describe, expect, it } from 'vitest';
import { DEFAULT_INPUT_ERROR, lengthCounter, promptError } from './prompt-rules';

describe('message box input', () => {
  it('answers "Illegal input" by default for a value that breaks a rule', () => {
    expect(DEFAULT_INPUT_ERROR).toBe('Illegal input');
    expect(promptError('abc', { pattern: /^\d+$/ })).toBe('Illegal input');
    expect(promptError('123', { pattern: /^\d+$/ })).toBeNull();
    expect(promptError('', { required: true })).toBe('Illegal input');
    expect(promptError('toolong', { maxLength: 3 })).toBe('Illegal input');
    expect(promptError('abc', { pattern: /^\d+$/, errorMessage: 'Digits only' })).toBe('Digits only');
  });

  it('takes the validator’s own text, or the default when it only says no', () => {
    expect(promptError('x', { validator: () => 'Too short' })).toBe('Too short');
    expect(promptError('x', { validator: () => false })).toBe('Illegal input');
    expect(promptError('x', { validator: () => true })).toBeNull();
  });

  it('counts characters, not code units', () => {
    expect(lengthCounter('红包🧧', 20)).toBe('3 / 20');
    expect(promptError('红包🧧', { maxLength: 3 })).toBeNull();
  });
});
