import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// One-way imports (app → components → lib; lib/domain imports nothing of ours;
// the browser never reaches lib/bff or origin/) are enforced here, not by convention.
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '**/.next/**',
    'node_modules/**',
    'coverage/**',
    'data/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'origin/media/**',
  ]),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['lib/domain/**/*.ts'],
    rules: restrict([
      {
        group: ['@/*', '!@/lib/domain', '!@/lib/domain/*'],
        message: 'lib/domain is pure: it imports only lib/domain.',
      },
      {
        group: ['react', 'react-dom', 'next', 'next/*', 'ky', 'dexie'],
        message: 'lib/domain is pure: no React, no I/O.',
      },
    ]),
  },
  {
    files: ['lib/**/*.{ts,tsx}'],
    ignores: ['lib/domain/**'],
    rules: restrict([
      { group: ['@/app/*', '@/components/*'], message: 'lib never imports app or components.' },
    ]),
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['@/app/*'], message: 'components never import app.' },
      {
        group: ['@/lib/bff/*', '@/origin/*'],
        message: 'The browser never imports lib/bff or origin.',
      },
    ]),
  },
  {
    files: ['origin/**/*.ts'],
    ignores: ['origin/**/*.test.ts'],
    rules: restrict([
      {
        group: ['@/*', '!@/lib', '@/lib/*', '!@/lib/domain', '!@/lib/protocol', '!@/origin'],
        message: 'origin is a separate server: it imports lib/domain and lib/protocol only.',
      },
    ]),
  },
]);
