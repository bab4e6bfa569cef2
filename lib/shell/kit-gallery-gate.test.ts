import { describe, expect, it } from 'vitest';

import { kitGalleryEnabled } from './kit-gallery-gate';

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
