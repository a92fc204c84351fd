import { describe, expect, it } from 'vitest';
import { AdminCustomerServiceChannelsSave } from './admin/customer-service';
import { ZCustomerServiceChannelInput } from './customer-service';

const parse = (kind: string, value: string) => ZCustomerServiceChannelInput.safeParse({ kind, value });
const stored = (kind: string, value: string) => {
  const parsed = parse(kind, value);
  return parsed.success ? parsed.data.value : undefined;
};

describe('customer-service channel values', () => {
  it('keeps what members dial or look up, tidied', () => {
    expect(stored('live_chat', ' https://chat.example.com/koi ')).toBe('https://chat.example.com/koi');
    expect(stored('telegram', '@koi_support')).toBe('koi_support');
    expect(stored('whatsapp', '+84 912-345 678')).toBe('+84912345678');
    expect(stored('line', '@koi.th')).toBe('@koi.th');
    expect(stored('zalo', '0912 345 678')).toBe('0912345678');
    expect(stored('phone', '+63 (2) 8123 4567')).toBe('+63281234567');
    expect(stored('phone', '1900')).toBe('1900');
    expect(stored('email', 'service@koi.example')).toBe('service@koi.example');
  });

  it.each([
    ['live_chat', 'javascript:alert(1)'],
    ['live_chat', '/main/7'],
    ['live_chat', '//evil.example/chat'],
    ['telegram', 'abc'],
    ['telegram', '1koi_support'],
    ['telegram', 'koi-support'],
    ['whatsapp', '0912345678'.slice(0, 5)],
    ['whatsapp', '+84abc'],
    ['line', 'a b'],
    ['zalo', '+84912345678'],
    ['phone', 'call me'],
    ['phone', 'tel:+6312345'],
    ['email', 'service'],
    ['email', 'javascript:alert(1)//@x.com'],
    ['fax', '123456'],
  ])('refuses %s %s on the field', (kind, value) => {
    const parsed = parse(kind, value);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path[0]).toBe(kind === 'fax' ? 'kind' : 'value');
  });

  it('refuses the same channel listed twice, naming the second', () => {
    const parsed = AdminCustomerServiceChannelsSave.request.safeParse({
      site_id: 1,
      channels: [
        { kind: 'phone', value: '+63 2 8123 4567' },
        { kind: 'email', value: 'a@koi.example' },
        { kind: 'phone', value: '+632-8123-4567' },
      ],
    });
    expect(parsed.error!.issues.map((i) => i.path.join('.'))).toEqual(['channels.2.value']);
  });
});
