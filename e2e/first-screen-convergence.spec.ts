// Issue 23, "a stale server answer converges": the web server keeps the first screen's public
// catalogue for CATALOGUE_TTL_SECONDS (lib/bff/catalogue.ts). The operator changes the home (the
// first section's name, in the origin's database, while the origin is stopped as for a deploy);
// the first /home rendered after that shows the change, and a browser that had loaded the page
// before it shows the list it loaded, then the live one, and never anything else in between.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { expect, test, type Page } from '@playwright/test';

import { sharedStack, type LocalStack } from './fixtures/stack';

const FIRST_SECTION_SQL = `
  SELECT s.id, s.name FROM home_sections s JOIN home_tabs t ON t.id = s.tab_id
  WHERE t.area = 'home' ORDER BY t.sort, t.id, s.sort, s.id LIMIT 1`;

/** The operator's change: the home's first section gets `name`. Answers the name it had. */
async function renameFirstSection(stack: LocalStack, name: string): Promise<string> {
  await stack.stopOrigin();
  const db = await PGlite.create(join(stack.dataDir, 'pglite'));
  try {
    const { rows } = await db.query<{ id: number; name: string }>(FIRST_SECTION_SQL);
    const first = rows[0]!;
    await db.query('UPDATE home_sections SET name = $1 WHERE id = $2', [name, first.id]);
    return first.name;
  } finally {
    await db.close();
  }
}

/** /home as the web server renders it now. */
async function htmlOf(stack: LocalStack): Promise<string> {
  return (await fetch(`${stack.webUrl}/home`)).text();
}

/** The first section's title a browser paints before any script runs (null: none, a skeleton). */
function firstSectionIn(html: string): string | null {
  // The markup ahead of React's flight data, which only the script reads.
  const flight = html.indexOf('self.__next_f');
  const markup = flight < 0 ? html : html.slice(0, flight);
  const tab = markup.indexOf('role="tabpanel"');
  const heading =
    tab < 0
      ? null
      : /<section[^>]*aria-labelledby[^>]*>(?:<div[^>]*>)?<h2[^>]*>([^<]*)<\/h2>/.exec(
          markup.slice(tab),
        );
  return heading?.[1] ?? null;
}

/** Every first-section title the page shows, in order, from the first byte of HTML on. */
async function recordFirstSection(page: Page): Promise<() => Promise<(string | null)[]>> {
  await page.addInitScript(() => {
    const seen: (string | null)[] = [];
    Object.assign(window, { __firstSection: seen });
    const record = () => {
      const heading = document.querySelector('[role="tabpanel"] section[aria-labelledby] h2');
      const text = heading?.textContent ?? null;
      if (seen.length === 0 || seen[seen.length - 1] !== text) seen.push(text);
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __firstSection: (string | null)[] }).__firstSection,
    );
}

test.describe('the first screen after the operator changed the home', () => {
  test.setTimeout(240_000);
  const shared = sharedStack({ SERVICE_TOKEN: randomBytes(32).toString('base64url') });

  test('the next render shows the change, and an open page goes from the old list to the new', async ({
    page,
  }) => {
    const stack = shared();
    // The web server's cache holds the home with its first section as seeded.
    await expect
      .poll(async () => (await htmlOf(stack)).includes('firstScreen'), { timeout: 60_000 })
      .toBe(true);
    const firstSections = await recordFirstSection(page);
    // This browser loads the page before the change.
    await page.goto(`${stack.webUrl}/home`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    const heading = page.locator('[role="tabpanel"] section[aria-labelledby] h2').first();
    const before = (await heading.textContent())!;
    // This load may have refreshed the web server's entry (a read in the background).
    const loadedAt = Date.now();

    const live = `运营更新 ${randomBytes(3).toString('hex')}`;
    expect(await renameFirstSection(stack, live)).toBe(before);
    await stack.startOrigin();
    // Past the cache time (CATALOGUE_TTL_SECONDS, 5 s) since that load, with a margin: on a fast
    // host the stop and restart alone took less, and the entry was still within its time.
    await page.waitForTimeout(Math.max(0, loadedAt + 6_500 - Date.now()));

    // The cache's entry is older than its time now (the restart took longer): Next would hand it
    // out once more while refreshing it; the page must not be rendered from it. It has the live
    // list, or none when the live read takes longer than the page waits (the browser then asks).
    expect([live, null]).toContain(firstSectionIn(await htmlOf(stack)));
    // Within the cache time (CATALOGUE_TTL_SECONDS, 5 s) and a margin, pages come with it.
    await expect
      .poll(async () => firstSectionIn(await htmlOf(stack)), { timeout: 15_000 })
      .toBe(live);

    // The open page keeps the list it has (as it would an answer it had fetched itself) and
    // shows the live one with its next read of the home (a pull to refresh).
    await expect(heading).toHaveText(before);
    await pullToRefresh(page);
    await expect(heading).toHaveText(live, { timeout: 30_000 });
    // The server's list, then the live one: no skeleton over cards, no third list.
    expect(await firstSections()).toEqual([null, before, live]);
  });
});

/** A finger dragging the first tab down from the top of the page (use-pull-to-refresh.ts). */
async function pullToRefresh(page: Page): Promise<void> {
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    const root = document.querySelector('[role="tabpanel"] [data-pull-status]')!;
    const at = (y: number) => new Touch({ identifier: 1, target: root, clientX: 180, clientY: y });
    const send = (type: string, y: number) => {
      const touches = type === 'touchend' ? [] : [at(y)];
      root.dispatchEvent(
        new TouchEvent(type, { bubbles: true, cancelable: true, touches, changedTouches: [at(y)] }),
      );
    };
    send('touchstart', 200);
    for (const y of [240, 320, 420, 520]) {
      send('touchmove', y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    send('touchend', 520);
  });
}
