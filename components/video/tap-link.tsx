'use client';
// An in-app link whose tap goes through useOpenLink() (issue 5: every card and link does),
// while the real href keeps what links give for free: the URL on long-press, and a new tab
// on a ctrl/cmd/shift/middle click, which are left to the browser.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

import { useOpenLink } from '@/lib/navigation/use-open-link';

export type TapLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
};

export function TapLink({ href, onClick, children, ...rest }: TapLinkProps) {
  const openLink = useOpenLink();
  const tap = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    void openLink(href);
  };
  return (
    <a href={href} onClick={tap} {...rest}>
      {children}
    </a>
  );
}
