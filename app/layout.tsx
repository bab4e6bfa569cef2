import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Providers } from './providers';
import './globals.css';

export const metadata: Metadata = {
  title: '影视社区',
  description: '短视频、长视频、直播与社区',
  applicationName: '影视社区',
  formatDetection: { telephone: false },
};

// Zoom stays allowed (accessibility: axe's meta-viewport rule); content under the notch is
// handled by safe-area insets, hence viewport-fit=cover.
export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: '#181924',
};

// Next requires a default export for layouts and pages; everything else is named.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN" suppressHydrationWarning>
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
