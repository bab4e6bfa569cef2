// The one-way import rules of the house style are ESLint's to enforce (eslint.config.mjs); this
// checks the rules themselves still fire, so a config edit cannot switch one off unnoticed.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;

beforeAll(() => {
  // import/no-cycle reads the linted file from disk, and these probes exist only as text.
  eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfig: { rules: { 'import/no-cycle': 'off' } },
  });
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

// ESLint loads the whole config and its plugins on the first lint: slow on a loaded machine.
describe('import boundaries', { timeout: 60_000 }, () => {
  it('refuses an origin import of lib/bff, and allows lib/domain and lib/protocol', async () => {
    const bad = await problems(
      'origin/services/probe.ts',
      "import { proxyRequest } from '@/lib/bff/proxy';\nexport const x = proxyRequest;\n",
    );
    expect(bad.join('\n')).toContain('imports lib/domain and lib/protocol only');
    const good = await problems(
      'origin/services/probe.ts',
      "import { CODES } from '@/lib/protocol/codes';\nimport { formatGold } from '@/lib/domain/platform/format';\nexport const x = [CODES, formatGold];\n",
    );
    expect(good).toEqual([]);
    const seed = await problems(
      'origin/services/probe.ts',
      "import { seedDatabase } from '../seed/seed';\nexport const x = seedDatabase;\n",
    );
    expect(seed.join('\n')).toContain('never imports the demo seed');
  });

  it('keeps keys out of the browser: no signing, cipher or BFF import from components', async () => {
    for (const target of ['@/lib/protocol/sign', '@/lib/protocol/cipher', '@/lib/bff/proxy']) {
      const found = await problems(
        'components/video/probe.tsx',
        `import * as m from '${target}';\nexport const x = m;\n`,
      );
      expect(found.join('\n'), target).toContain('no-restricted-imports');
    }
  });

  it('keeps areas apart: an area never imports another area', async () => {
    const found = await problems(
      'components/account/probe.tsx',
      "import { VideoCard } from '@/components/video/video-card';\nexport const x = VideoCard;\n",
    );
    expect(found.join('\n')).toContain('import/no-restricted-paths');
  });

  it('shares the player (components/player) with the areas, and it imports none', async () => {
    const player = await problems(
      'components/live/probe.tsx',
      "import { VideoPlayer } from '@/components/player/video-player';\nexport const x = VideoPlayer;\n",
    );
    expect(player).toEqual([]);
    const screen = await problems(
      'components/live/probe.tsx',
      "import { PlayerFrame } from '@/components/video/play/player-frame';\nexport const x = PlayerFrame;\n",
    );
    expect(screen.join('\n')).toContain('import/no-restricted-paths');
    const reaching = await problems(
      'components/player/probe.tsx',
      "import { PlayerFrame } from '@/components/video/play/player-frame';\nexport const x = PlayerFrame;\n",
    );
    expect(reaching.join('\n')).toContain('components/player) imports the kit, icons and lib only');
  });

  it('lets only app/admin load the operator console', async () => {
    const code =
      "import { CONSOLE_MARKER } from '@/components/admin/console-marker';\nexport const x = CONSOLE_MARKER;\n";
    const h5 = await problems('app/home/probe.tsx', code);
    expect(h5.join('\n')).toContain('Only app/admin loads the operator console');
    const console = await problems('app/admin/probe.tsx', code);
    expect(console).toEqual([]);
  });

  it('keeps money and welfare apart like any two areas', async () => {
    const found = await problems(
      'components/welfare/probe.tsx',
      "import { VipCards } from '@/components/money/vip-cards';\nexport const x = VipCards;\n",
    );
    expect(found.join('\n')).toContain('components/welfare does not reach into another area');
  });

  it('shares the share sheet (components/share) with every area, and it imports none', async () => {
    const used = await problems(
      'components/community/probe.tsx',
      "import { ShareButton } from '@/components/share/share-button';\nexport const x = ShareButton;\n",
    );
    expect(used).toEqual([]);
    const reaching = await problems(
      'components/share/probe.tsx',
      "import { PostCard } from '@/components/community/post-card';\nexport const x = PostCard;\n",
    );
    expect(reaching.join('\n')).toContain('components/share) imports the kit, icons and lib only');
  });

  it('keeps origin out of production lib code, and lets lib tests start it', async () => {
    const code =
      "import { openTestDb } from '@/origin/test/test-db';\nexport const x = openTestDb;\n";
    const bff = await problems('lib/bff/probe.ts', code);
    expect(bff.join('\n')).toContain('lib never imports origin');
    const test = await problems('lib/bff/probe.test.ts', code);
    expect(test.join('\n')).not.toContain('lib never imports origin');
  });

  it('keeps lib/domain pure and lib/protocol free of UI', async () => {
    const domain = await problems(
      'lib/domain/platform/probe.ts',
      "import { api } from '@/lib/api/client';\nexport const x = api;\n",
    );
    expect(domain.join('\n')).toContain('lib/domain is pure');
    const protocol = await problems(
      'lib/protocol/probe.ts',
      "import { useState } from 'react';\nexport const x = useState;\n",
    );
    expect(protocol.join('\n')).toContain('lib/protocol has no UI');
  });
});
