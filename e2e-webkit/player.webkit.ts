// Issue 26 in WebKit: a free video plays every time it is opened (the stall this issue is
// about sat at HAVE_METADATA with 16 s buffered), switching lines keeps the position, and a
// paid video gives its preview and then the paywall.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import {
  BASE_URL,
  callApi,
  openAsGuest,
  openWebKit,
  playbackMarks,
  videoState,
  waitInPage,
  waitPlayedPast,
  type WebKit,
} from './fixtures/webkit';
import { isCatalogueVideo } from '../e2e/fixtures/catalogue';

type Card = { id: number; title: string; access: 'free' | 'vip' | 'paid'; duration: number };

async function findVideo(browser: WebKit, access: Card['access']): Promise<Card> {
  for (let page = 1; page <= 5; page += 1) {
    const answer = await callApi<{ list: Card[] }>(browser, 'media/published', {
      page,
      pageSize: 50,
      sort: 'new',
    });
    assert.equal(answer.code, 200);
    const card = answer.data.list.find((c) => c.access === access && isCatalogueVideo(c));
    if (card) return card;
  }
  throw new Error(`no ${access} video in the feed`);
}

describe('WebKit: the player', () => {
  let browser: WebKit;
  let free: Card;
  before(async () => {
    browser = await openWebKit();
    await openAsGuest(browser);
    free = await findVideo(browser, 'free');
  });
  after(async () => {
    await browser?.deleteSession();
  });

  it('a free video plays each of 5 times it is opened in a row', async () => {
    for (let round = 1; round <= 5; round += 1) {
      await browser.url(`${BASE_URL}/play/longVideo?id=${free.id}`);
      // The 5 s pre-roll ad comes first, then the video must move.
      const state = await waitPlayedPast(browser, 0.5, 25_000);
      assert.equal(state.engine, 'hls.js', `round ${round}`);
      const marks = await playbackMarks(browser);
      const firstFrame = marks['video:playing']![0]! - marks['video:load']![0]!;
      const rescued =
        marks['video:stall-nudge'] || marks['video:stall-reload'] ? ' (watchdog)' : '';
      console.log(`[webkit] round ${round}: first frame ${firstFrame} ms after load${rescued}`);
    }
  });

  it('switching line keeps the position and plays on', async () => {
    const before = (await waitPlayedPast(browser, 3, 20_000)).currentTime;
    const radios = await browser.$$('[role="radiogroup"][aria-label="播放线路"] [role="radio"]');
    let second: WebdriverIO.Element | undefined;
    for (const radio of radios) if ((await radio.getText()) === '线路2') second = radio;
    assert.ok(second, 'no 线路2');
    await second.click();
    try {
      await waitInPage(
        browser,
        () => document.querySelector('[data-line="1"][data-status="playing"]'),
        '线路2 播放',
      );
    } catch (error) {
      console.log('[webkit] line switch stuck:', JSON.stringify(await videoState(browser)));
      console.log('[webkit] marks:', JSON.stringify(await playbackMarks(browser)));
      throw error;
    }
    const marks = await playbackMarks(browser);
    const rescued = marks['video:stall-nudge'] || marks['video:stall-reload'] ? ' (watchdog)' : '';
    console.log(`[webkit] line switch: playing on 线路2${rescued}`);
    const after = (await videoState(browser)).currentTime;
    assert.ok(Math.abs(after - before) <= 2, `position ${before} → ${after}`);
    await waitPlayedPast(browser, after + 0.5, 15_000);
    assert.equal(await second.getAttribute('aria-checked'), 'true');
  });

  it('a paid video plays its preview, then shows the paywall', async () => {
    const paid = await findVideo(browser, 'paid');
    await browser.url(`${BASE_URL}/play/longVideo?id=${paid.id}`);
    await waitPlayedPast(browser, 0.5, 25_000);
    const heading = await waitInPage(
      browser,
      () =>
        [...document.querySelectorAll('[role="dialog"]')].some((d) =>
          d.textContent?.includes('试看结束'),
        ),
      '试看结束',
      30_000,
    );
    assert.equal(heading, true);
    const state = await videoState(browser);
    assert.equal(state.paused, true);
    // The e2e origin's preview is 4 s (ORIGIN_PREVIEW_SECONDS).
    assert.ok(state.currentTime >= 3.5, `stopped at ${state.currentTime}`);
  });
});
