import { fileURLToPath } from 'node:url';

import { buildInfo } from './scripts/build-stamp.mjs';

// 关于's build line (issue 39): the commit and the time of this build, inlined into the bundle.
const build = buildInfo(fileURLToPath(new URL('.', import.meta.url)));

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  env: { NEXT_PUBLIC_BUILD_COMMIT: build.commit, NEXT_PUBLIC_BUILD_TIME: build.time },
  poweredByHeader: false,
  // `npm test` builds right after `tsc --noEmit` (scripts/test-all.mjs): the build's own type
  // check would be the same work again. Any other build checks types as usual.
  typescript: { ignoreBuildErrors: process.env.BUILD_AFTER_TYPECHECK === '1' },
  // Only for the diagnostic scripts/bench/module-profile.mjs: source maps of the browser chunks.
  productionBrowserSourceMaps: process.env.BENCH_SOURCE_MAPS === '1',
  // The origin and its database are server-side Node modules; keep them out of the bundler.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino'],
  experimental: {
    // A screen's payload that fails to load for want of a network waits for the network and
    // is fetched again, instead of Next falling back to a browser navigation (the browser's own
    // offline page, out of the app). The shell holds taps offline before they start a
    // navigation (lib/navigation/offline-navigation.ts); this covers one that started just
    // before the network went (issue 35 item 1, docs/decisions/0029-offline-staying-in-the-app.md).
    useOffline: true,
  },
  // §2: `/` is a route of the app and shows home, whose default path is /home (§3 homePath,
  // HOME_PATH in lib/domain/platform/constants.ts; next-config.test.ts keeps the two equal). A redirect
  // rather than a second rendering of home: one home, one kept-alive instance, one scroll
  // position. It runs before middleware.ts, and the query goes along, so a landing link's launch
  // flags (`/?pc=…&dc=…`) reach /home and are read there. Temporary (307): the home path is
  // configuration, not a permanent address.
  async redirects() {
    return [{ source: '/', destination: '/home', permanent: false }];
  },
  // The BFF's answers (JSON, playlists) are never documents: nothing runs in them or frames
  // them. Pages get theirs from middleware.ts (a nonce per request). These equal
  // API_SECURITY_HEADERS in lib/shell/page-security.ts (test/next-config.test.ts checks it).
  async headers() {
    return [
      {
        source: '/api/:path*',
        headers: [
          { key: 'content-security-policy', value: "default-src 'none'; frame-ancestors 'none'" },
          { key: 'x-content-type-options', value: 'nosniff' },
          { key: 'x-frame-options', value: 'DENY' },
          { key: 'referrer-policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
    ];
  },
};

export default nextConfig;
