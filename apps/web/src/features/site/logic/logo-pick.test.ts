import { describe, expect, it } from 'vitest';
import { pickFavicon, pickLogo, type LogoEntry } from './logo-pick';

const logo = (id: number, kind: LogoEntry['kind']): LogoEntry => ({
  id,
  kind,
  photo_path: `/static/${kind}.svg`,
});
const all = [
  logo(1, 'desktop'),
  logo(2, 'mobile'),
  logo(3, 'favicon'),
  logo(4, 'desktop_light'),
  logo(5, 'mobile_light'),
];

describe('pickLogo', () => {
  it('picks the layout’s logo on a dark template and its light variant on a light one', () => {
    expect(pickLogo(all, 'desktop', 'dark')?.id).toBe(1);
    expect(pickLogo(all, 'mobile', 'dark')?.id).toBe(2);
    expect(pickLogo(all, 'desktop', 'light')?.id).toBe(4);
    expect(pickLogo(all, 'mobile', 'light')?.id).toBe(5);
  });

  it('falls back to the normal logo where the layout has no light variant', () => {
    const noMobileLight = all.filter((l) => l.kind !== 'mobile_light');
    expect(pickLogo(noMobileLight, 'mobile', 'light')?.id).toBe(2);
    const noLight = all.filter((l) => !l.kind.endsWith('_light'));
    expect(pickLogo(noLight, 'desktop', 'light')?.id).toBe(1);
  });

  it('prefers the other layout’s light variant to a dark-background logo on a light template', () => {
    expect(pickLogo([logo(1, 'desktop'), logo(4, 'desktop_light')], 'mobile', 'light')?.id).toBe(4);
    expect(pickLogo([logo(1, 'desktop'), logo(4, 'desktop_light')], 'mobile', 'dark')?.id).toBe(1);
  });

  it('uses a single logo everywhere but never the favicon as a logo', () => {
    expect(pickLogo([logo(1, 'desktop')], 'mobile', 'light')?.id).toBe(1);
    expect(pickLogo([logo(5, 'mobile_light')], 'desktop', 'dark')?.id).toBe(5);
    expect(pickLogo([logo(3, 'favicon')], 'desktop', 'dark')).toBeUndefined();
    expect(pickLogo([logo(3, 'favicon')], 'mobile', 'light')).toBeUndefined();
    expect(pickLogo([], 'mobile', 'light')).toBeUndefined();
  });
});

describe('pickFavicon', () => {
  it('picks the favicon, never a header logo', () => {
    expect(pickFavicon(all)?.id).toBe(3);
    expect(pickFavicon([logo(1, 'desktop')])).toBeUndefined();
  });
});
