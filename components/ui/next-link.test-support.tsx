// A stand-in for next/link in unit tests. The real Link prefetches through the app router's
// context, which a unit test has not got: this one renders a plain <a> and records the
// `prefetch` it was asked for (viewport prefetching itself is Next's, checked in e2e).
//   vi.mock('next/link', async () => ({ default: (await import('@/components/ui/next-link.test-support')).TestLink }));
import type { ReactNode } from 'react';

/** The `prefetch` prop of every TestLink rendered, in order; clear it between tests. */
export const linkPrefetchLog: unknown[] = [];

export function TestLink({
  href,
  prefetch,
  children,
  ...rest
}: {
  href: string;
  prefetch?: unknown;
  children?: ReactNode;
}) {
  linkPrefetchLog.push(prefetch);
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
