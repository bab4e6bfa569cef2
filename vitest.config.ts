import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': root,
      // `server-only` throws outside a React server bundle; unit tests run server code directly.
      'server-only': fileURLToPath(new URL('./test/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    // Property tests and screen tests wait on the CPU: 5 s is too tight when other work shares it.
    testTimeout: 20_000,
    // A JSON record beside the console: `npm test` reprints the failed tests' names at its end,
    // where CI's tail of the output shows them (the coverage table used to push them out).
    reporters: ['default', ['json', { outputFile: 'test-results/unit.json' }]],
    // Every core (Vitest's default leaves one idle: on the 2-core runner, half the machine).
    // The gain is measured in docs/decisions/0022-ci-time-unit-run.md.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{lib,origin,scripts,app,test}/**/*.test.ts', 'middleware.test.ts'],
          // One seeded PGlite per run that origin test files copy (origin/test/pglite-template.ts).
          globalSetup: ['origin/test/pglite-template.ts'],
          // One module graph per worker, not per file: each origin file otherwise evaluates the
          // whole app and compiles PGlite's WASM again (860 → 454 s on a slow host, decision 0043).
          // Each file still opens its own database; the dom project stays isolated (vi.mock).
          isolate: false,
        },
      },
      // Concurrency and money again on real PostgreSQL, when CI provides one: the races, the
      // wallet, purchases, paid posts, merges and invitations (the ledger), and the test database.
      ...(process.env.DATABASE_URL_PG
        ? [
            {
              extends: true as const,
              test: {
                name: 'origin-pg',
                environment: 'node',
                include: [
                  'origin/**/*.pg.test.ts',
                  'origin/test/test-db.test.ts',
                  'origin/routes/video/media-pay.test.ts',
                  'origin/routes/account/{guest-upgrade,guest-merge-community,guest-merge-works,user-center}.test.ts',
                  'origin/routes/community/post.test.ts',
                  'origin/routes/money/{recharge,recharge-history,pay}.test.ts',
                  'origin/routes/welfare/points.test.ts',
                ],
                env: { ORIGIN_TEST_DB: 'pg' },
                isolate: false,
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{components,app,lib}/**/*.test.tsx'],
          setupFiles: ['test/dom-setup.ts'],
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['lib/domain/**/*.ts', 'lib/protocol/**/*.ts', 'lib/bff/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.test-support.ts'],
      reporter: ['text-summary', ['text', { skipFull: true }]],
      thresholds: { lines: 95 },
    },
  },
});
