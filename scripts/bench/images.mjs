// Decoding and caching 50 obfuscated images from the origin, Blob path (ours) against the
// data-URL path (§7's wording), in one Chromium run: scripts/bench/images-entry.ts, bundled here
// with esbuild from the app's own lib/domain/platform/image-codec and lib/media/image-store, runs in a
// page of the app's origin (its health-check URL, so the product gains no route).
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

import { launchBenchProfile, removeProfile } from './chromium.mjs';
import { bundleBenchEntry } from './browser-bundle.mjs';

const COUNT = 50;
// Each round keeps its 50 records per path and size: 4 rounds stay under the store's 500.
const ROUNDS = Number(process.env.BENCH_IMAGE_ROUNDS ?? 4);

function seedImages(root) {
  const base = join(root, 'origin', 'media', 'img');
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(relative(base, path));
    }
  };
  walk(base);
  // Covers first (the size of a feed card's picture), then banners, then icons; broken/ is no image.
  const rank = (f) => (f.startsWith('covers/') ? 0 : f.startsWith('ads/') ? 1 : 2);
  return files
    .filter((f) => !f.startsWith('broken/'))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Padded size of the second run: a full-width cover as CDNs commonly serve it. */
const LARGE_BYTES = 150 * 1024;

function table(written, reread, title) {
  const ratio = (values) => median(values).toFixed(2);
  const row = (label, blob, dataUrl) =>
    `| ${label} | ${median(blob).toFixed(0)} | ${median(dataUrl).toFixed(0)} | ` +
    `**${ratio(dataUrl.map((d, i) => d / blob[i]))}×** |`;
  const field = (path, name) => written.rounds.map((r) => r[path][name]);
  const first = median(written.rounds.map((r) => r.dataUrl.store / r.blob.store));
  const later = median(reread.map((r) => r.dataUrl / r.blob));
  return {
    first,
    later,
    md: [
      `### ${title}`,
      '',
      '| 50 images | Blob path ms | data-URL path ms | data URL / Blob |',
      '|---|---:|---:|---:|',
      row(
        'first visit: de-obfuscate + store + display',
        field('blob', 'store'),
        field('dataUrl', 'store'),
      ),
      row(
        '… of which de-obfuscate + make the Blob / data URL',
        field('blob', 'prepare'),
        field('dataUrl', 'prepare'),
      ),
      row('… of which the IndexedDB write', field('blob', 'write'), field('dataUrl', 'write')),
      row(
        'later visit (a new browser on the same profile): read back + display',
        reread.map((r) => r.blob),
        reread.map((r) => r.dataUrl),
      ),
      '',
      `- every round, ms (Blob / data URL), first visit: ${written.rounds
        .map((r) => `${r.blob.store.toFixed(0)} / ${r.dataUrl.store.toFixed(0)}`)
        .join(' · ')}; later visit: ${reread
        .map((r) => `${r.blob.toFixed(0)} / ${r.dataUrl.toFixed(0)}`)
        .join(' · ')}`,
      '',
    ].join('\n'),
  };
}

const CONTEXT = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
};

/** A browser on `profile`, a page of the app's origin with the bench script, `work(page)`. */
async function inBrowser(profile, webUrl, script, work) {
  const context = await launchBenchProfile(profile, CONTEXT);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // A real page of the app's origin (its health check), so the page sits in the loopback
    // address space like the app itself: a page fulfilled by a Playwright route counts as
    // public, and Chromium's local-network rules would refuse its requests to the origin's CDN.
    await page.goto(`${webUrl}/api/health`);
    await page.evaluate(() => {
      const host = document.createElement('div');
      host.id = 'images';
      document.body.append(host);
    });
    await page.addScriptTag({ content: script });
    return await work(page);
  } finally {
    await context.close();
  }
}

export async function benchImages({ root, webUrl, originUrl }) {
  const files = seedImages(root);
  const picks = Array.from({ length: COUNT }, (_, i) => files[i % files.length]);
  const urls = picks.map((f) => `${originUrl}/cdn/img/${f}`);
  const script = await bundleBenchEntry(root, 'images-entry.ts');
  const sizes = { seed: 0, large: LARGE_BYTES };
  const profile = mkdtempSync(join(tmpdir(), 'bench-images-'));
  const written = {};
  const reread = {};
  try {
    await inBrowser(profile, webUrl, script, async (page) => {
      for (const [name, padTo] of Object.entries(sizes)) {
        written[name] = await page.evaluate(
          ([list, rounds, pad]) => window.benchImages.write(list, rounds, pad),
          [urls, ROUNDS, padTo],
        );
      }
    });
    // A later visit: a new browser (empty memory cache) on the profile the first one wrote.
    await inBrowser(profile, webUrl, script, async (page) => {
      for (const [name, padTo] of Object.entries(sizes)) {
        reread[name] = await page.evaluate(
          ([list, rounds, pad]) => window.benchImages.reread(list, rounds, pad),
          [urls, ROUNDS, padTo],
        );
      }
    });
  } finally {
    removeProfile(profile);
  }

  const seed = table(
    written.seed,
    reread.seed,
    `The seed files as served (${(written.seed.bytes / COUNT / 1024).toFixed(1)} KiB on average)`,
  );
  const large = table(
    written.large,
    reread.large,
    `The same pictures as ${LARGE_BYTES / 1024} KiB files (zeros after the image's end, ` +
      'obfuscated again with scheme A)',
  );
  const verdict = (t) =>
    `first load ${t.first.toFixed(2)}× ${t.first >= 1 ? '✅' : '❌'}, ` +
    `later visit ${t.later.toFixed(2)}× ${t.later >= 1 ? '✅' : '❌'}`;
  const md = [
    '## Images: Blob + object URL against base64 data URL (issue 4)',
    '',
    `${COUNT} obfuscated files from the origin's IMAGE line (${files.length} distinct seed files ` +
      `in turn), one after another, in Chromium (Playwright, Debian's binary); ${ROUNDS} rounds ` +
      'alternating which path goes first, medians of the rounds. Both paths de-obfuscate with ' +
      '`lib/domain/platform/image-codec` on the main thread and write one IndexedDB transaction per ' +
      'image (the Blob path through `lib/media/image-store`, which keeps images under 63 KiB as ' +
      'bytes in the row and larger ones as Blobs; the data-URL path through a twin of ' +
      'it that stores the string); "display" is an `<img>` until `decode()` resolves. The ratio ' +
      'is data URL / Blob per round: above 1 the Blob path is faster. The network is not timed ' +
      '(files are fetched once before the rounds). Every display has a URL of its own (8 bytes ' +
      "after the image's end differ), so the browser's memory cache never serves a picture it " +
      'has shown before; the later visit is a new browser on the same profile.',
    '',
    seed.md,
    large.md,
    `- goal, the Blob path no slower (ratio ≥ 1): seed files ${verdict(seed)}; ` +
      `${LARGE_BYTES / 1024} KiB files ${verdict(large)}`,
    '',
  ].join('\n');
  return { md, ok: [seed.first, seed.later, large.first, large.later].every((r) => r >= 1) };
}
