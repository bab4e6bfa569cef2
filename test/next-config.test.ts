import { describe, expect, it } from 'vitest';

import { HOME_PATH } from '@/lib/domain/platform/constants';
import { API_SECURITY_HEADERS } from '@/lib/shell/page-security';

import nextConfig from '../next.config.mjs';

describe('next.config redirects', () => {
  it('sends / to the default home path, temporarily', async () => {
    const redirects = (await nextConfig.redirects?.()) ?? [];
    expect(redirects).toEqual([{ source: '/', destination: HOME_PATH, permanent: false }]);
  });
});

describe('next.config headers', () => {
  it('gives the BFF answers the API security headers', async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    const api = rules.find((rule) => rule.source === '/api/:path*');
    expect(Object.fromEntries((api?.headers ?? []).map((h) => [h.key, h.value]))).toEqual(
      API_SECURITY_HEADERS,
    );
  });
});
