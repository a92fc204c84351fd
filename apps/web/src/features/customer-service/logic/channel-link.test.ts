import { describe, expect, it } from 'vitest';
import { channelLink } from './channel-link';

describe('channelLink', () => {
  it.each([
    [
      'live_chat',
      'https://chat.example.com/room/7',
      'https://chat.example.com/room/7',
      'chat.example.com',
      true,
    ],
    ['telegram', 'koi_support', 'https://t.me/koi_support', '@koi_support', true],
    ['whatsapp', '+447700900123', 'https://wa.me/447700900123', '+447700900123', true],
    ['whatsapp', '447700900123', 'https://wa.me/447700900123', '+447700900123', true],
    ['line', '@tidal.orchid', 'https://line.me/R/ti/p/%40tidal.orchid', '@tidal.orchid', true],
    ['line', 'orchid_th', 'https://line.me/ti/p/~orchid_th', 'orchid_th', true],
    ['zalo', '0912345678', 'https://zalo.me/0912345678', '0912345678', true],
    ['phone', '+442079460123', 'tel:+442079460123', '+442079460123', false],
    ['email', 'care@tidal.example', 'mailto:care@tidal.example', 'care@tidal.example', false],
  ] as const)('%s %s links to %s', (kind, value, href, shown, newTab) => {
    expect(channelLink({ kind, value })).toEqual({ kind, href, shown, newTab });
  });

  it.each([
    ['live_chat', 'javascript:alert(1)'],
    ['live_chat', '/main/7'],
    ['telegram', 'x/../../evil'],
    ['phone', '123;alert(1)'],
    ['email', 'a@b.example?subject=x'],
    ['line', '@a b'],
  ] as const)('links no %s value that its kind would refuse (%s)', (kind, value) => {
    expect(channelLink({ kind, value })).toBeNull();
  });
});
