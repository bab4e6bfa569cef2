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
