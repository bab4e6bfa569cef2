import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { KitGallery } from './_components/kit-gallery';

export const metadata: Metadata = {
  title: '组件库 - 影视社区',
  robots: { index: false, follow: false },
};

// Development builds only: a production build answers 404 here. Next requires a default export.
export default function KitPage() {
  if (process.env.NODE_ENV === 'production') notFound();
  return <KitGallery />;
}
