import { describe, expect, it } from 'vitest';

import { HOME_PATH } from '@/lib/domain/constants';

import nextConfig from '../next.config.mjs';

describe('next.config redirects', () => {
  it('sends / to the default home path, temporarily', async () => {
    const redirects = (await nextConfig.redirects?.()) ?? [];
    expect(redirects).toEqual([{ source: '/', destination: HOME_PATH, permanent: false }]);
  });
});
