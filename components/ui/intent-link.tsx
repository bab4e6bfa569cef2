'use client';
// An in-app link that prefetches its screen when the user reaches for it (finger down, mouse
// over, keyboard focus) rather than when it scrolls into view. A menu of a dozen screens (/mine)
// would otherwise fetch every one of them on each visit, over a phone's data plan, for the one
// the user taps; the ~100 ms between finger down and the click still gives the tap a head start.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

export type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & {
  href: string;
};

export function IntentLink({
  href,
  onPointerDown,
  onMouseEnter,
  onFocus,
  ...rest
}: IntentLinkProps) {
  const router = useRouter();
  // The router keeps one prefetch per route, so repeated intents cost nothing.
  const warm = () => router.prefetch(href);
  return (
    <Link
      href={href}
      prefetch={false}
      onPointerDown={(event) => {
        warm();
        onPointerDown?.(event);
      }}
      onMouseEnter={(event) => {
        warm();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        warm();
        onFocus?.(event);
      }}
      {...rest}
    />
  );
}
