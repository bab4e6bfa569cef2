import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';

import { kitGalleryEnabled } from '@/lib/shell/kit-gallery-gate';

import { KitGallery } from '@/components/kit/kit-gallery';

export const metadata: Metadata = {
  title: '组件库 - 影视社区',
  robots: { index: false, follow: false },
};

// Development servers only, or a production server started with KIT_GALLERY=1; otherwise 404,
// answered by middleware.ts before anything streams (lib/shell/kit-gallery-gate.ts says why the
// notFound() below alone would answer 200); it stays for a request middleware did not see.
// Next requires a default export.
export default async function KitPage() {
  // Rendered per request, so the flag is read when the server runs, not baked in by the build.
  await connection();
  if (!kitGalleryEnabled(process.env)) notFound();
  return <KitGallery />;
}
