import type { Metadata } from 'next';

import { AboutScreen } from '@/components/account/setting/about-screen';

export const metadata: Metadata = { title: '关于 - 影视社区' };

// 设置 → 关于 (issue 39; no §2 route: the spec is silent). Next requires a default export.
export default function AboutPage() {
  return <AboutScreen />;
}
