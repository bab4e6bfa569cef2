import type { SVGProps } from 'react';

import { DUOTONE_TINT, DuotoneIcon } from './svg-icon';

// The 福利 tab's task glyphs, one per task kind; duotone in `currentColor` like the mine icons.

type IconProps = SVGProps<SVGSVGElement>;

const TINT = DUOTONE_TINT;
const Svg = DuotoneIcon;

export function CheckinIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3.5" y="5" width="17" height="15" rx="2.5" fill="currentColor" fillOpacity={TINT} />
      <path d="M3.5 9.5h17M8 3v4M16 3v4M9 14.5l2 2 4-4" />
    </Svg>
  );
}

export function FilmIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3.5" y="5" width="17" height="14" rx="2.5" fill="currentColor" fillOpacity={TINT} />
      <path d="m10 9.5 4.5 2.5-4.5 2.5Z" fill="currentColor" />
    </Svg>
  );
}

export function CommentIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        d="M4 6.5a2.5 2.5 0 0 1 2.5-2.5h11A2.5 2.5 0 0 1 20 6.5v7a2.5 2.5 0 0 1-2.5 2.5H11l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5Z"
        fill="currentColor"
        fillOpacity={TINT}
      />
      <path d="M8.5 9h7M8.5 12.5h4.5" />
    </Svg>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect
        x="6.5"
        y="2.5"
        width="11"
        height="19"
        rx="2.5"
        fill="currentColor"
        fillOpacity={TINT}
      />
      <path d="M10.5 18.5h3" />
    </Svg>
  );
}

export function InviteIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="10" cy="8" r="3.5" fill="currentColor" fillOpacity={TINT} />
      <path d="M3.5 20a6.5 6.5 0 0 1 13 0M19 8v6M16 11h6" />
    </Svg>
  );
}

export function GiftIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="4" y="9" width="16" height="11" rx="1.5" fill="currentColor" fillOpacity={TINT} />
      <path d="M3 9h18M12 9v11M12 9c-1.5-4-6-4-5.5-1.5S12 9 12 9Zm0 0c1.5-4 6-4 5.5-1.5S12 9 12 9Z" />
    </Svg>
  );
}
