// Waits until the browser has decoded an image URL, so swapping it in (and fading it in)
// never shows a half-painted picture. The browser keeps the decoded frame for the URL, so
// the <img> rendered next paints at once.

/** Resolves once `url` is decoded; rejects when it is not a displayable image. */
export async function decodeForDisplay(url: string): Promise<void> {
  if (typeof Image === 'undefined') return;
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  // Every browser we target has decode(); without it the <img> paints as it loads.
  if (typeof image.decode === 'function') await image.decode();
}
