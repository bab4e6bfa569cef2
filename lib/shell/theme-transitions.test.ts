// Themes switch without next-themes' transition guard (components/shell/theme-sync.tsx), which
// is sound only while no style transitions a property a theme sets (colours, backgrounds,
// borders, shadows): a theme change must repaint at once, not fade. This reads every stylesheet
// of the app and fails on a transition of anything but motion and visibility.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const ALLOWED = new Set(['opacity', 'transform', 'visibility', 'none']);

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** The properties a `transition` / `transition-property` declaration animates. */
function transitionedProperties(css: string): string[] {
  const found: string[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, name = '', value = ''] of text.matchAll(
    /(?:^|[;{\s])(transition(?:-property)?)\s*:\s*([^;}]+)/g,
  )) {
    // Commas inside cubic-bezier(…) or steps(…) do not separate transitions.
    for (const part of value.split(/,(?![^(]*\))/)) {
      const first = part.trim().split(/\s+/)[0] ?? '';
      // `transition: 0.2s` (no property) means `all`.
      const property = name === 'transition' && /^[\d.]/.test(first) ? 'all' : first;
      if (property && !/^(inherit|initial|unset)$/.test(property)) found.push(property);
    }
  }
  return found;
}

describe('transitions in the app’s stylesheets', () => {
  it('reads shorthand, longhand and property-less declarations', () => {
    expect(
      transitionedProperties(
        '.a{transition:opacity .2s,transform .3s cubic-bezier(.2,.8,.2,1)}' +
          '.b{transition-property:color}.c{transition:.2s}',
      ),
    ).toEqual(['opacity', 'transform', 'color', 'all']);
  });

  it('animate only motion and visibility, never what a theme sets', () => {
    const files = [...stylesheets(join(ROOT, 'app')), ...stylesheets(join(ROOT, 'components'))];
    expect(files.length).toBeGreaterThan(20);
    const offending = files.flatMap((file) =>
      transitionedProperties(readFileSync(file, 'utf8'))
        .filter((property) => !ALLOWED.has(property))
        .map((property) => `${relative(ROOT, file)}: ${property}`),
    );
    expect(offending).toEqual([]);
  });
});
