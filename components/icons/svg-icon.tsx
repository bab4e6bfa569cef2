import type { ReactNode, SVGProps } from 'react';

/** The frame every inline icon shares: 1em square, `currentColor`, hidden from readers. */
export function SvgIcon({
  children,
  viewBox = '0 0 24 24',
  ...props
}: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      viewBox={viewBox}
      width="1em"
      height="1em"
      fill="none"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
