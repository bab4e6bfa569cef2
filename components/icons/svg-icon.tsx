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

/** A line icon: SvgIcon drawn with round `currentColor` strokes (width 2 unless given). */
export function StrokeIcon({
  children,
  strokeWidth = 2,
  ...props
}: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <SvgIcon
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </SvgIcon>
  );
}

/** How strongly a duotone icon's fill tints (the mine and 福利 glyphs). */
export const DUOTONE_TINT = 0.3;

/** The mine and 福利 glyphs' frame: a line icon a little lighter than the default. */
export function DuotoneIcon(props: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return <StrokeIcon strokeWidth={1.8} {...props} />;
}
