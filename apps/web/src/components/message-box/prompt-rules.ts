/**
 * The message box's input rules (spec §8: default error text 'Illegal input'; the input has a length
 * counter). Pure, so every rule is tested without a browser.
 */
export const DEFAULT_INPUT_ERROR = 'Illegal input';

export interface PromptRules {
  /** The input must match this (whole value). */
  pattern?: RegExp;
  /** Returns an error text, true/undefined when fine, false for the default error. */
  validator?: (value: string) => string | boolean | undefined;
  maxLength?: number;
  required?: boolean;
  /** Replaces 'Illegal input' for pattern and validator failures. */
  errorMessage?: string;
}

/** Null when the value may be sent, else the error to show under the input. */
export function promptError(value: string, rules: PromptRules): string | null {
  const fallback = rules.errorMessage ?? DEFAULT_INPUT_ERROR;
  if (rules.required && value.trim() === '') return fallback;
  if (rules.maxLength !== undefined && [...value].length > rules.maxLength) return fallback;
  if (rules.pattern && !rules.pattern.test(value)) return fallback;
  if (rules.validator) {
    const verdict = rules.validator(value);
    if (typeof verdict === 'string') return verdict;
    if (verdict === false) return fallback;
  }
  return null;
}

/** "12 / 200": characters (not UTF-16 units) against the limit. */
export const lengthCounter = (value: string, max: number) => `${[...value].length} / ${max}`;
