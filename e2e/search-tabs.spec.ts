// Issue 35 item 16 on the real origin: a search result has tabs for 视频, 帖子 and UP主 with
// the keyword marked in what was found, the 帖子 tab pages past the first few posts, and a
// keyword with no match shows 没有找到相关内容 with the hot searches to tap instead of a blank.
import { expect, test, type Locator } from '@playwright/test';

import { openAsGuest } from './fixtures/session';

// In the seed: ten video titles, three UP主 (北岛听风, 晚风与猫, 追风少年) and twenty posts.
const KEYWORD = '风';

async function expectMarked(panel: Locator) {
  const mark = panel.locator('mark').first();
  await expect(mark).toBeVisible({ timeout: 15_000 });
  await expect(mark).toHaveText(KEYWORD);
}

test('a keyword found in videos, posts and UP主: three tabs, the keyword marked in each', async ({
  page,
}) => {
  await openAsGuest(page);
  await page.goto(`/subpage/result?keyword=${encodeURIComponent(KEYWORD)}`);
  const tabs = page.getByRole('tablist', { name: '搜索结果分类' });
  await expect(tabs.getByRole('tab')).toHaveText(['视频', '帖子', 'UP主']);
  await expect(tabs.getByRole('tab', { name: '视频' })).toHaveAttribute('aria-selected', 'true');

  const videos = page.getByRole('tabpanel', { name: '视频' });
  await expect(videos.locator('a[href^="/play/longVideo?id="]').first()).toBeVisible({
    timeout: 15_000,
  });
  await expectMarked(videos);

  await tabs.getByRole('tab', { name: '帖子' }).click();
  const posts = page.getByRole('tabpanel', { name: '帖子' });
  const postLinks = posts.locator('a[href^="/community/postDetail?id="]');
  await expect(postLinks.first()).toBeVisible({ timeout: 15_000 });
  await expectMarked(posts);
  // Paged like any feed, past the five the first answer carries beside the videos and past
  // its own first page of ten.
  await expect.poll(() => postLinks.count(), { timeout: 15_000 }).toBe(10);
  await postLinks.last().scrollIntoViewIfNeeded();
  await expect.poll(() => postLinks.count(), { timeout: 15_000 }).toBeGreaterThan(10);

  await tabs.getByRole('tab', { name: 'UP主' }).click();
  const ups = page.getByRole('tabpanel', { name: 'UP主' });
  await expect(ups.locator('a[href^="/community/upInfo?id="]').first()).toBeVisible({
    timeout: 15_000,
  });
  await expectMarked(ups);
  await expect(ups).toContainText('北岛听风');
});

test('a keyword found nowhere: 没有找到相关内容 and the hot searches, one tap searches it', async ({
  page,
}) => {
  await openAsGuest(page);
  await page.goto(`/subpage/result?keyword=${encodeURIComponent('无此内容zq')}`);
  await expect(page.getByText('没有找到相关内容')).toBeVisible({ timeout: 15_000 });
  const hot = page.getByRole('region', { name: '热门搜索' });
  const chip = hot.getByRole('button').first();
  await expect(chip).toBeVisible();
  const keyword = (await chip.textContent())!.trim();
  expect(keyword.length).toBeGreaterThan(0);
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(keyword)}`));
  await expect(page.getByText('没有找到相关内容')).toHaveCount(0);
});
