import type { Metadata } from 'next';

import { HomePlaceholder } from './_components/home-placeholder';

export const metadata: Metadata = { title: '首页 - 影视社区' };

// Next requires a default export for pages.
export default function HomePage() {
  return <HomePlaceholder />;
}
