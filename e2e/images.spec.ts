// Issue 4 "Images (lib/media)": an obfuscated image from the origin's IMAGE line shows decoded on
// the home carousel, lands in IndexedDB (§9 imageDatabase/imgList, key src), and a reload shows it
// from that cache without asking the network; a broken image ends on 加载失败 after 3 attempts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Page } from '@playwright/test';

const BROKEN_BYTES = readFileSync(
  join(import.meta.dirname, '..', 'origin/media/img/broken/bad.jpg'),
);
/** §8 / docs/decisions/0004-images-lazy-image.md "Up to 3 attempts". */
const ATTEMPTS = 3;

const firstSlideImage = (page: Page) =>
  page
    .getByRole('region', { name: '首页轮播广告' })
    .locator('[data-slide-index="0"] [data-state]')
    .first();

async function openHome(page: Page) {
  await page.goto('/home');
  await expect(page.getByTestId('current-user')).toHaveAttribute('data-user-id', /^\d+$/);
}

/** Paths of the IMAGE-line requests the page makes (`/cdn/img/ads/ad-2.jpg`), in order. */
function imageRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/cdn/img/')) seen.push(pathname);
  });
  return seen;
}

/** The IMAGE line base URLs the app uses (§3 app state, sessionStorage `app`). */
function imageLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const app = JSON.parse(sessionStorage.getItem('app') ?? '{}') as {
      cdn?: { IMAGE?: string[] };
    };
    return app.cdn?.IMAGE ?? [];
  });
}

interface StoredImage {
  /** The row holds the decoded bytes as an ArrayBuffer (a small image:
   * docs/decisions/0001-images-blobs-not-data-urls.md). */
  hasBytes: boolean;
  /** Their first three bytes. */
  head: number[];
  type: string;
  size: number;
  keys: string[];
}

/** Reads one record of the image cache the way any IndexedDB client would: no Dexie, no version. */
function readStoredImage(page: Page, src: string): Promise<StoredImage | null> {
  return page.evaluate(
    (key) =>
      new Promise<StoredImage | null>((resolve, reject) => {
        // No version: Dexie's version 1 is native version 10, and asking for 1 would fail.
        const open = indexedDB.open('imageDatabase');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('imgList')) {
            db.close();
            resolve(null);
            return;
          }
          const store = db.transaction('imgList', 'readonly').objectStore('imgList');
          const get = store.get(key);
          const keys = store.getAllKeys();
          keys.onsuccess = () => {
            const record = get.result as
              { bytes?: unknown; type?: unknown; size?: unknown } | undefined;
            const bytes = record?.bytes;
            const hasBytes = bytes instanceof ArrayBuffer;
            db.close();
            resolve(
              record === undefined
                ? null
                : {
                    hasBytes,
                    head: hasBytes ? [...new Uint8Array(bytes, 0, 3)] : [],
                    type: String(record.type),
                    size: hasBytes ? bytes.byteLength : 0,
                    keys: (keys.result as IDBValidKey[]).map(String),
                  },
            );
          };
          keys.onerror = () => reject(keys.error);
        };
      }),
    src,
  );
}

test('an obfuscated image shows decoded, lands in IndexedDB and comes back from it after a reload', async ({
  page,
  request,
}) => {
  const requested = imageRequests(page);
  await openHome(page);
  const image = firstSlideImage(page);
  await expect(image).toHaveAttribute('data-state', 'loaded', { timeout: 20_000 });
  const src = (await image.getAttribute('data-src')) ?? '';
  expect(src).toMatch(/^\/.+\.(jpe?g|png)$/);
  // The first visit fetched it from the IMAGE line.
  expect(requested).toContain(`/cdn/img${src}`);

  // Decoded: the browser painted it. The bytes on the wire are no image by themselves.
  const img = image.locator('img');
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
  expect(await img.getAttribute('src')).toMatch(/^blob:/);
  const lines = await imageLines(page);
  expect(lines.length).toBeGreaterThan(0);
  const raw = await request.get(`${lines[0]}${src}`);
  expect(raw.ok()).toBe(true);
  const head = [...(await raw.body()).subarray(0, 3)];
  expect(head).not.toEqual([0xff, 0xd8, 0xff]);
  expect(head).not.toEqual([0x89, 0x50, 0x4e]);

  // Stored decoded, as bytes of an image type, under its path.
  await expect.poll(async () => (await readStoredImage(page, src))?.hasBytes ?? false).toBe(true);
  const stored = await readStoredImage(page, src);
  expect(stored?.type).toMatch(/^image\/(jpeg|png|gif|webp)$/);
  expect([
    [0xff, 0xd8, 0xff],
    [0x89, 0x50, 0x4e],
  ]).toContainEqual(stored?.head);
  expect(stored?.size).toBeGreaterThan(0);
  expect(stored?.keys).toContain(src);

  // A reload: shown again, and nothing asked the network (not even the HTTP cache) for it.
  requested.length = 0;
  await page.reload();
  await expect(page.getByTestId('current-user')).toHaveAttribute('data-user-id', /^\d+$/);
  await expect(firstSlideImage(page)).toHaveAttribute('data-src', src);
  await expect(firstSlideImage(page)).toHaveAttribute('data-state', 'loaded', { timeout: 20_000 });
  await expect
    .poll(() =>
      firstSlideImage(page)
        .locator('img')
        .evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth),
    )
    .toBeGreaterThan(0);
  expect(requested).not.toContain(`/cdn/img${src}`);
});

test('a broken image shows the error placeholder after 3 attempts, each over every IMAGE line', async ({
  page,
}) => {
  // The home carousel's covers answer with the seed's broken file (real bytes, real headers):
  // the loader under test sees exactly what a CDN serving a corrupt file would send.
  const served: string[] = [];
  await page.route('**/cdn/img/ads/**', async (route) => {
    served.push(route.request().url());
    const response = await route.fetch();
    await route.fulfill({ response, body: BROKEN_BYTES });
  });
  await openHome(page);
  const image = firstSlideImage(page);
  await expect(image).toHaveAttribute('data-state', 'error', { timeout: 20_000 });
  await expect(image).toContainText('加载失败');
  await expect(image.locator('img')).toHaveCount(0);
  const src = (await image.getAttribute('data-src')) ?? '';

  const lines = await imageLines(page);
  // An attempt (docs/decisions/0004-images-lazy-image.md) is one load over the line fallback: a 200
  // that is no image moves on to the next line, so each attempt asks every line once.
  const expected = lines.map((line) => `${line}${src}`).sort();
  const forSrc = () => served.filter((url) => new URL(url).pathname === `/cdn/img${src}`);
  await expect.poll(() => forSrc().length).toBe(ATTEMPTS * lines.length);
  // Settled: no fourth attempt follows (the last backoff was 1200 ms).
  await page.waitForTimeout(2500);
  const requests = forSrc();
  expect(requests).toHaveLength(ATTEMPTS * lines.length);
  for (const url of expected) expect(requests.filter((r) => r === url)).toHaveLength(ATTEMPTS);
  // Nothing of it was cached.
  expect(await readStoredImage(page, src)).toBeNull();
});

test('a faded-in image leaves no animation behind, so the feed does not keep one GPU layer per image', async ({
  page,
}) => {
  await openHome(page);
  const feedImages = page.locator('main img');
  await expect.poll(() => feedImages.count(), { timeout: 20_000 }).toBeGreaterThan(8);
  // Until the user does something the first screen's fades stay (lib/shell/user-active.ts).
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-user-active'))).toBe(
    false,
  );
  // Scroll the feed so more covers load and fade in.
  for (let i = 0; i < 4; i++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(150);
  }
  const fadeAnimations = () =>
    page.evaluate(
      () =>
        document.getAnimations().filter((a) => {
          if (!(a as CSSAnimation).animationName?.includes('lazyImageFadeIn')) return false;
          // A card scrolled off screen before its fade ended is skipped by content-visibility:
          // its animation waits there (nothing is painted) and ends when it is seen again.
          const target = (a.effect as KeyframeEffect | null)?.target;
          return target?.checkVisibility({ contentVisibilityAuto: true }) ?? false;
        }).length,
    );
  // The fade lasts 300 ms; once it ends, none stays attached (a finished fill-forwards
  // animation still makes Chromium composite the image).
  await expect.poll(fadeAnimations, { timeout: 5_000 }).toBe(0);
  const shown = await page.locator('img[data-faded]').count();
  expect(shown).toBeGreaterThan(8);

  // And the browser agrees: no image is a layer for an opacity animation any more.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  let layers: { layerId: string; backendNodeId?: number }[] = [];
  cdp.on('LayerTree.layerTreeDidChange', (event) => {
    if (event.layers) layers = event.layers;
  });
  await cdp.send('LayerTree.enable');
  const animatedImageLayers = async () => {
    // Any style change makes the browser send a fresh layer tree.
    await page.evaluate(
      () => (document.body.style.outline = `${Math.random()}px solid transparent`),
    );
    await page.waitForTimeout(200);
    let count = 0;
    for (const layer of layers) {
      if (!layer.backendNodeId) continue;
      // A layer of the tree just sent can be gone already (a card recycled on a busy host): it
      // is no image's layer any more.
      const described = await Promise.all([
        cdp.send('LayerTree.compositingReasons', { layerId: layer.layerId }),
        cdp.send('DOM.describeNode', { backendNodeId: layer.backendNodeId }),
      ]).catch((error: Error) => {
        if (/No layer matching|No node with given id/.test(error.message)) return null;
        throw error;
      });
      if (!described) continue;
      const [{ compositingReasonIds = [] }, { node }] = described;
      if (node.nodeName === 'IMG' && compositingReasonIds.some((r) => /OpacityAnimation/.test(r)))
        count++;
    }
    return count;
  };
  await expect.poll(animatedImageLayers, { timeout: 5_000 }).toBe(0);
});
