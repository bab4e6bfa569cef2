// The neutral tokens globals.css declares for each colour mode are the ones the domain's
// contrast rule checks (lib/domain/shell/color-mode MODE_SURFACES): a value changed in one place only
// fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  MODE_SURFACES,
  TEXT_CONTRAST,
  contrastOf,
  type ModeSurfaces,
} from '@/lib/domain/shell/color-mode';

const css = readFileSync(join(import.meta.dirname, '..', '..', 'app', 'globals.css'), 'utf8');

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const body = css.slice(start, css.indexOf('}', start)).replace(/\/\*[\s\S]*?\*\//g, '');
  return Object.fromEntries(
    [...body.matchAll(/(--[a-z-]+|color-scheme)\s*:\s*([^;]+);/g)].map(([, k, v]) => [
      k!,
      v!.trim(),
    ]),
  );
}

const TOKENS: Record<keyof ModeSurfaces, string> = {
  bg: '--app-bg',
  fg: '--app-fg',
  fgMuted: '--app-fg-muted',
  header: '--app-header-bg',
  card: '--app-card-bg',
  ink: '--app-ink',
};

describe('globals.css colour-mode tokens', () => {
  it.each([
    ['dark', ':root'],
    ['light', "[data-mode='light']"],
  ] as const)('%s mode declares the domain surfaces and its color-scheme', (mode, selector) => {
    const declared = block(selector);
    for (const [field, token] of Object.entries(TOKENS)) {
      expect(declared[token]?.toLowerCase(), token).toBe(
        MODE_SURFACES[mode][field as keyof ModeSurfaces].toLowerCase(),
      );
    }
    expect(declared['color-scheme']).toBe(mode);
  });
});

describe('light-only colours', () => {
  it('read at 4.5:1 on the light page and on light cards', () => {
    const light = block("[data-mode='light']");
    for (const name of ['--light-muted', '--light-gold', '--light-red', '--light-green']) {
      for (const surface of [MODE_SURFACES.light.bg, MODE_SURFACES.light.card]) {
        expect(contrastOf(light[name]!, surface), name).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
    }
    expect(light['--light-surface']).toBe(MODE_SURFACES.light.card);
  });
});
