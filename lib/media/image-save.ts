// 保存图片 (issue 35): the picture as the app shows it, the decoded bytes of the image cache
// (never the CDN's obfuscated ones, never fetched again when shown), handed to the browser as a
// download. The iOS wrapper takes only external links (openOutLink,
// docs/decisions/0006-link-dispatch.md); with no save message of its own the download is what it
// gets too.
import { imageExtension } from '@/lib/domain/platform/image-src';

import { acquireImage } from './image-cache';

/** Held past the click: the browser reads the object URL when the download starts. */
export const SAVE_HOLD_MS = 10_000;

/** `base` with the picture's own extension (`post-12-2.jpg`); jpg when its path has none. */
export function saveFileName(src: string, base: string): string {
  return `${base}.${imageExtension(src) ?? 'jpg'}`;
}

export async function saveImage(
  src: string,
  options: { lines: readonly string[]; name: string },
): Promise<void> {
  const handle = await acquireImage(src, { lines: options.lines });
  try {
    const link = document.createElement('a');
    link.href = handle.url;
    link.download = saveFileName(src, options.name);
    link.rel = 'noopener';
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => handle.release(), SAVE_HOLD_MS);
  }
}
