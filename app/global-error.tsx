'use client';
// Errors in the root layout itself: Next renders this instead of it, so it brings its own
// document, global styles and default theme (next-themes and the head scripts are gone).
import { ErrorScreen } from '@/components/shell/error-screen';

import './globals.css';
import './status-page.css';

interface GlobalErrorProps {
  error: unknown;
  reset: () => void;
  retry?: () => void;
}

// Next requires a default export for error boundaries.
export default function GlobalError({ error, reset, retry }: GlobalErrorProps) {
  return (
    <html lang="zh-CN" data-theme="default">
      <body>
        <title>出错了 - 影视社区</title>
        <ErrorScreen error={error} onRetry={retry ?? reset} />
      </body>
    </html>
  );
}
