// A bench page's script: one TypeScript entry of scripts/bench bundled for the browser with the
// app's tsconfig (its `@/` paths), minified as production.
import { join } from 'node:path';

import { build } from 'esbuild';

export async function bundleBenchEntry(root, entry) {
  const result = await build({
    entryPoints: [join(root, 'scripts', 'bench', entry)],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    tsconfig: join(root, 'tsconfig.json'),
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  return result.outputFiles[0].text;
}
