import { describe, expect, it } from 'vitest';
import { uploadRefusal } from './image-upload';

describe('picture uploads', () => {
  it('refuses other picture types and files over 2 MB before sending', () => {
    expect(uploadRefusal({ type: 'image/svg+xml', size: 10 })).toBe('badType');
    expect(uploadRefusal({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('tooLarge');
    expect(uploadRefusal({ type: 'image/webp', size: 1000 })).toBeNull();
  });
});
