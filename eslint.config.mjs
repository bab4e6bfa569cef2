import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import globals from 'globals';

// One-way imports (app → components → lib; lib/domain imports nothing of ours;
// the browser never reaches lib/bff or origin/) are enforced here, not by convention.
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

// Screens live with their area (README "Areas"); an area uses the shared kit (ui, icons), the
// player, the share sheet, the shell and the boot gate, never another area's internals.
const AREAS = [
  'video',
  'community',
  'account',
  'money',
  'welfare',
  'ai',
  'live',
  'game',
  'kit',
  'admin',
];
const areaZones = AREAS.flatMap((area) =>
  AREAS.filter((other) => other !== area).map((other) => ({
    target: `./components/${area}`,
    from: `./components/${other}`,
    message: `components/${area} does not reach into another area; share it through components/ui or lib.`,
  })),
);
// The browser never holds a key: signing, the cipher, the BFF and the origin stay server-side.
// Server components in app/ may read lib/bff (the launch config); 'server-only' guards it there.
const NO_KEYS = [
  {
    group: ['@/lib/protocol/sign', '@/lib/protocol/cipher', '@/lib/protocol/node-key'],
    message: 'Signing and the cipher are server-side: the browser never holds a key.',
  },
  { group: ['@/lib/bff/*', '@/origin/*'], message: 'The browser never imports lib/bff or origin.' },
];
const NO_UP = {
  group: ['@/app/*', '@/components/*'],
  message: 'lib never imports app or components.',
};
const NO_APP = { group: ['@/app/*'], message: 'components never import app.' };

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
    // The service worker the build writes (scripts/build-sw.ts), bundled and minified.
    'public/sw.js',
    'public/sw.js.map',
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
    files: [
      'app/**/*.{ts,tsx}',
      'components/**/*.{ts,tsx}',
      'lib/**/*.{ts,tsx}',
      'middleware.ts',
      'origin/**/*.ts',
    ],
    // Tests may start the real origin (test/test-origin.ts); production code may not.
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}'],
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...areaZones,
            {
              // The operator console is its own app under /admin: no H5 route or shell loads it
              // (test/console-chunks.test.ts checks the build's chunks too).
              target: ['./app/!(admin)/**/*', './app/*.tsx', './lib/!(api)/**/*'],
              from: ['./components/admin', './lib/api/admin'],
              message:
                'Only app/admin loads the operator console (components/admin, lib/api/admin).',
            },
            {
              target: './components/shell',
              from: AREAS.map((area) => `./components/${area}`),
              message: 'The shell does not import an area; the kept-alive registry in app/ does.',
            },
            {
              // Video, live TV and the AI studio play through the one player: it knows none of them.
              target: './components/player',
              from: ['./components/!(ui|icons|player)/**/*'],
              message: 'The player (components/player) imports the kit, icons and lib only.',
            },
            {
              // Every area opens the share sheet, so it may import none of them (nor the shell).
              target: './components/share',
              from: ['./components/!(ui|icons|share)/**/*'],
              message: 'The share sheet (components/share) imports the kit, icons and lib only.',
            },
            {
              // The origin is a separate server reached over HTTP; lib holds what both sides share.
              target: './lib',
              from: './origin',
              message: 'lib never imports origin: share it through lib/domain or lib/protocol.',
            },
            {
              target: './components/ui',
              from: ['./components/!(ui|icons)/**/*'],
              message: 'The kit (components/ui) imports icons only.',
            },
          ],
        },
      ],
    },
  },
  // Plain JavaScript has no type checker behind it: a name nothing defines fails the lint (the
  // bench once called PARTS after it had moved to another module, and died at its start).
  {
    files: ['**/*.{mjs,cjs,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-undef': 'error' },
  },
  // Size habits (a file past ~300 lines, a function past ~100, splits along its seams): warnings
  // while the long ones are split; tests are exempt, a describe block is one long function.
  {
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}', 'e2e/**', 'e2e-webkit/**'],
    rules: {
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['warn', { max: 100, skipBlankLines: true, skipComments: true }],
    },
  },
  // One no-restricted-imports per file group: in a flat config the last matching block sets a
  // rule, so overlapping groups would silently drop each other's patterns.
  { files: ['components/**/*.{ts,tsx}'], rules: restrict([NO_APP, ...NO_KEYS]) },
  {
    files: ['lib/{api,media,navigation,shell,state}/**/*.{ts,tsx}', 'middleware.ts'],
    rules: restrict([NO_UP, ...NO_KEYS]),
  },
  { files: ['lib/bff/**/*.ts'], rules: restrict([NO_UP]) },
  {
    files: ['lib/protocol/**/*.ts'],
    rules: restrict([
      {
        group: ['@/*', '!@/lib', '@/lib/*', '!@/lib/domain', '!@/lib/protocol'],
        message: 'lib/protocol is the wire contract: it imports lib/domain and itself only.',
      },
      { group: ['react', 'react-dom', 'next', 'next/*'], message: 'lib/protocol has no UI.' },
    ]),
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
    files: ['origin/**/*.ts'],
    ignores: ['origin/**/*.test.ts', 'origin/seed/**', 'origin/test/**'],
    rules: restrict([
      {
        group: ['@/*', '!@/lib', '@/lib/*', '!@/lib/domain', '!@/lib/protocol', '!@/origin'],
        message: 'origin is a separate server: it imports lib/domain and lib/protocol only.',
      },
      {
        group: ['**/seed/*', '@/origin/seed/*'],
        message:
          'Runtime origin code never imports the demo seed (origin/seed/serve-demo.ts wraps it).',
      },
    ]),
  },
  {
    files: ['origin/seed/**/*.ts', 'origin/test/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([
      {
        group: ['@/*', '!@/lib', '@/lib/*', '!@/lib/domain', '!@/lib/protocol', '!@/origin'],
        message: 'origin is a separate server: it imports lib/domain and lib/protocol only.',
      },
    ]),
  },
]);
