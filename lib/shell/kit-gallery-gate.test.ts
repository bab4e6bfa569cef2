import { describe, expect, it } from 'vitest';

import { kitGalleryEnabled, kitGalleryHidden } from './kit-gallery-gate';

describe('kitGalleryEnabled', () => {
  it('serves development servers', () => {
    expect(kitGalleryEnabled({ NODE_ENV: 'development' })).toBe(true);
  });

  it('refuses a production server unless KIT_GALLERY is exactly 1', () => {
    expect(kitGalleryEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(kitGalleryEnabled({ NODE_ENV: 'production', KIT_GALLERY: 'true' })).toBe(false);
    expect(kitGalleryEnabled({ NODE_ENV: 'production', KIT_GALLERY: '1' })).toBe(true);
  });
});

describe('kitGalleryHidden', () => {
  const off = { NODE_ENV: 'production' };
  it('hides /dev/kit, with or without a trailing slash, only while the gallery is off', () => {
    expect(kitGalleryHidden('/dev/kit', off)).toBe(true);
    expect(kitGalleryHidden('/dev/kit/', off)).toBe(true);
    expect(kitGalleryHidden('/dev/kit', { ...off, KIT_GALLERY: '1' })).toBe(false);
    expect(kitGalleryHidden('/dev/kit', { NODE_ENV: 'development' })).toBe(false);
  });

  it('leaves every other path alone', () => {
    for (const path of ['/', '/dev', '/dev/kitchen', '/home', '/dev/kit/x']) {
      expect(kitGalleryHidden(path, off), path).toBe(false);
    }
  });
});
