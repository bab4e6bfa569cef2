// The community's figures (issue 24), goals reported, not gates: scrolling 200 feed cards at
// 4× CPU slowdown against a static copy of the same cards, and a 50 MB upload through the
// chunked uploader against one plain request. `npm run bench -- --only community`.
import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-flags.mjs';
import { benchScroll } from './community-scroll.mjs';
import { benchUpload } from './community-upload.mjs';

const FEED_MIN = 201;
const GUEST_POSTS = 10; // the seed's communityRules.postsPerHour

/**
 * The seed has 160 posts: text posts from new guests (10 each, the hourly limit) until the
 * 推荐 feed (every published post) holds more than 200, moderation included.
 */
export async function ensureFeed(webUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const call = (page, path, body) =>
    page.evaluate(
      async ({ path, body }) => {
        const response = await fetch(`/api/app/${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: localStorage.getItem('token') ?? '',
          },
          body: JSON.stringify(body),
        });
        return response.json();
      },
      { path, body },
    );
  try {
    const newGuest = async () => {
      const page = await browser.newPage();
      await page.goto(`${webUrl}/home`);
      await page.waitForFunction(() => localStorage.getItem('token'), null, { timeout: 60_000 });
      return page;
    };
    const reader = await newGuest();
    // Published posts in the 推荐 feed, counted page by page.
    const total = async () => {
      let count = 0;
      for (let page = 1; ; page += 1) {
        const answer = await call(reader, 'post/list', { categoryId: 1, page, pageSize: 50 });
        const size = answer.data?.list?.length ?? 0;
        count += size;
        if (size < 50) return count;
      }
    };
    const start = await total();
    let guest = 0;
    while ((await total()) < FEED_MIN && guest < 10) {
      const page = await newGuest();
      guest += 1;
      for (let n = 1; n <= GUEST_POSTS; n += 1) {
        const text = `第${guest}位用户的第${n}条动态：今天看了一部很好看的电影，推荐给大家。`;
        const made = await call(page, 'post/publish', { content: text, categoryId: 5 });
        if (made.code !== 200) throw new Error(`post/publish: ${made.code} ${made.tip}`);
      }
      await page.close();
      // Moderation is a background job: wait for this guest's posts before counting again.
      const until = Date.now() + 60_000;
      while (Date.now() < until && (await total()) < start + guest * GUEST_POSTS)
        await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await browser.close();
  }
}

export async function benchCommunity({ root, webUrl, stackPid }) {
  await ensureFeed(webUrl);
  console.log('[bench] community: scrolling the feed');
  const scroll = await benchScroll({ webUrl });
  console.log('[bench] community: uploading');
  const upload = await benchUpload({ root, webUrl, stackPid });
  const md = ['## Community: feed scrolling and uploads (issue 24)', '', scroll.md, upload.md].join(
    '\n',
  );
  return { md, ok: scroll.ok && upload.ok };
}
