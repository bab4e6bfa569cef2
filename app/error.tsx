'use client';
// Errors inside the root layout (§8 "Page chunk fails to load": reload once, then 重试).
import { useRouter } from 'next/navigation';
import { startTransition } from 'react';

import { ErrorScreen } from '@/components/shell/error-screen';

interface ErrorProps {
  error: unknown;
  reset: () => void;
  retry?: () => void;
}

// Next requires a default export for error boundaries.
export default function AppError({ error, reset, retry }: ErrorProps) {
  const router = useRouter();
  const onRetry = () => {
    if (retry) {
      retry();
      return;
    }
    // Before Next's retry(): refresh the server data, then re-render the segment.
    startTransition(() => {
      router.refresh();
      reset();
    });
  };
  return <ErrorScreen error={error} onRetry={onRetry} />;
}
