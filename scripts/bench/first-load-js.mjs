// First-load JS of a page: the JavaScript files its HTML makes the browser load (script src,
// not the noModule polyfill, plus preloaded scripts), each gzipped here at level 9, summed.
// Inline scripts (the RSC payload, our head script) are not counted, as Next never has.
import { gzipSync } from 'node:zlib';

const SCRIPT_SRC = /<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g;
const PRELOAD = /<link\b[^>]*\brel="preload"[^>]*>/g;

export function scriptUrls(html, pageUrl) {
  const urls = new Set();
  for (const [tag, src] of html.matchAll(SCRIPT_SRC)) {
    if (/\bnoModule\b/i.test(tag)) continue;
    urls.add(new URL(src, pageUrl).href);
  }
  for (const [tag] of html.matchAll(PRELOAD)) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && /\bas="script"/.test(tag)) urls.add(new URL(href, pageUrl).href);
  }
  return [...urls];
}

export async function firstLoadJs(pageUrl) {
  const res = await fetch(pageUrl);
  if (!res.ok) throw new Error(`${pageUrl}: HTTP ${res.status}`);
  const urls = scriptUrls(await res.text(), pageUrl);
  const files = await Promise.all(
    urls.map(async (url) => {
      const r = await fetch(url);
      if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
      const bytes = Buffer.from(await r.arrayBuffer());
      return { url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    }),
  );
  const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
  return { files, gzipKb: gzip / 1000 };
}

/**
 * The JS a browser has asked for to show the page's content (`readySelector` in the DOM): what
 * the HTML names plus what the page imports to render (e.g. a screen behind next/dynamic), but
 * not what the effects of that render load afterwards (Dexie on the first image).
 * Same-origin /_next/static scripts, fetched again here and gzipped like firstLoadJs.
 */
export async function loadedJs(browser, pageUrl, readySelector) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript((selector) => {
      // A chunk the page adds once its content is already in the DOM was asked for by an effect
      // of that render (Dexie on the first image), not to render it: it is not first-load JS.
      window.__late = [];
      for (const method of ['appendChild', 'insertBefore']) {
        const original = Node.prototype[method];
        Node.prototype[method] = function (node, ...rest) {
          const url = node instanceof HTMLScriptElement ? node.src : node?.href;
          if (url && document.querySelector(selector)) window.__late.push(url);
          return original.call(this, node, ...rest);
        };
      }
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        window.__readyAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    }, readySelector);
    await page.goto(pageUrl);
    await page.waitForFunction(() => typeof window.__readyAt === 'number', null, {
      timeout: 60_000,
    });
    const urls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= window.__readyAt && !window.__late.includes(e.name))
        .map((e) => e.name)
        .filter((name) => /\/_next\/static\/.+\.js(\?|$)/.test(name)),
    );
    const files = await Promise.all(
      [...new Set(urls)].map(async (url) => {
        const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
        return { url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      }),
    );
    return { files, gzipKb: files.reduce((sum, f) => sum + f.gzip, 0) / 1000 };
  } finally {
    await context.close();
  }
}
