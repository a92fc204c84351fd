import { describe, expect, it } from 'vitest';
import { hideClientCaptcha, revealClientCaptcha } from './client-captcha';

describe('client captcha transport', () => {
  it('round-trips text and svg, and the hidden form differs from the plain one', () => {
    const key = btoa('k3y-bytes-16-chr');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>';
    expect(revealClientCaptcha(hideClientCaptcha('AB7K', key), key)).toBe('AB7K');
    expect(revealClientCaptcha(hideClientCaptcha(svg, key), key)).toBe(svg);
    expect(hideClientCaptcha('AB7K', key)).not.toContain('AB7K');
  });
});
