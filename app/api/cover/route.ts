// GET /api/cover?src=<path> – a first screen's cover as a plain image (lib/bff/first-covers):
// only covers a page was just rendered with; anything else is 404, so the IMAGE line keeps its
// obfuscation for every other image.
import { loadFirstCover } from '@/lib/bff/first-covers';
import { landingConfig } from '@/lib/bff/landing-config';
import { cdnLines } from '@/lib/domain/platform/domains';

const NOT_FOUND = () =>
  new Response(null, { status: 404, headers: { 'cache-control': 'no-store' } });

export async function GET(request: Request) {
  const src = new URL(request.url).searchParams.get('src');
  if (!src) return NOT_FOUND();
  const config = await landingConfig();
  const lines = cdnLines(Array.isArray(config?.domain) ? config.domain : null).IMAGE;
  const cover = await loadFirstCover(src, lines);
  if (!cover) return NOT_FOUND();
  return new Response(cover.bytes as unknown as BodyInit, {
    headers: {
      'content-type': cover.type,
      // A path on the line names one picture; a day in the browser's cache is safe.
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    },
  });
}
