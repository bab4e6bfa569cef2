// Issue 26 in WebKit: what a new user meets. A channel landing link on a first visit boots into
// home (guest session, the link's flags kept), with cards and decoded images, in the theme.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { readShownTheme, rgb } from '../e2e/fixtures/theme';
import { themeFor } from '../lib/domain/shell/themes';
import { BASE_URL, openWebKit, waitInPage, type WebKit } from './fixtures/webkit';

async function expectTheme(browser: WebKit, value: number) {
  const theme = themeFor(value);
  const want = {
    key: theme.theme,
    activeVar: theme.fotActiveColor,
    tabIconColor: rgb(theme.fotActiveColor),
  };
  let shown = await browser.execute(readShownTheme);
  await browser
    .waitUntil(async () => {
      shown = await browser.execute(readShownTheme);
      return JSON.stringify(shown) === JSON.stringify(want);
    })
    .catch(() => assert.deepEqual(shown, want));
}

describe('WebKit: first visit, home, theme', () => {
  let browser: WebKit;
  before(async () => {
    browser = await openWebKit();
  });
  after(async () => {
    await browser?.deleteSession();
  });

  it('a channel landing link boots into home as a guest and keeps its flags', async () => {
    await browser.url(`${BASE_URL}/?pc=p26&dc=d26`);
    await waitInPage(browser, () => location.pathname === '/home', '跳转到首页');
    assert.match(await browser.getUrl(), /\/home\?pc=p26&dc=d26$/);
    await waitInPage(browser, () => localStorage.getItem('token'), '游客登录');
    const heading = await browser.$('h1=首页');
    assert.equal(await heading.isDisplayed(), true);
    const channel = await waitInPage(browser, () => localStorage.getItem('channel'), '渠道参数');
    assert.deepEqual(JSON.parse(channel!), { pc: 'p26', dc: 'd26' });
    const cookie = (await browser.getCookies(['channel']))[0];
    assert.equal(decodeURIComponent(cookie?.value ?? ''), 'pc=p26&dc=d26');
  });

  it("home's cards are there and its images are decoded and painted", async () => {
    const cards = await waitInPage(
      browser,
      () => document.querySelectorAll('main a[href^="/play/longVideo?id="]').length,
      '首页卡片',
    );
    assert.ok(cards > 3, `only ${cards} cards`);
    // Obfuscated on the wire, decoded by the app into a blob: URL the browser paints.
    const painted = await waitInPage(
      browser,
      () =>
        [...document.querySelectorAll<HTMLImageElement>('[data-state="loaded"] img')].filter(
          (img) => img.src.startsWith('blob:') && img.complete && img.naturalWidth > 0,
        ).length,
      '解码后的图片',
    );
    assert.ok(painted > 0);
  });

  it('the theme: the default, then a cached config theme on reload', async () => {
    await expectTheme(browser, 1);
    await browser.execute(() => {
      const config = JSON.parse(sessionStorage.getItem('config') ?? '{}');
      sessionStorage.setItem('config', JSON.stringify({ ...config, theme: 6 }));
    });
    await browser.refresh();
    await expectTheme(browser, 6);
    assert.equal(await browser.execute(() => localStorage.getItem('themeKey')), 'christmas');
  });
});
