import type { SVGProps } from 'react';

import { DUOTONE_TINT, DuotoneIcon } from './svg-icon';

// The mine screen's four shortcut icons, its AI entry icon and the menu glyphs (§2, §3
// icon1–icon4 and ai); duotone in `currentColor`, so each theme tints them.

type IconProps = SVGProps<SVGSVGElement>;

const TINT = DUOTONE_TINT;
const Svg = DuotoneIcon;

export function VipShortcutIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3.5 8 8 11.5 12 5l4 6.5L20.5 8 19 18H5Z" fill="currentColor" fillOpacity={TINT} />
      <path d="M5.5 21h13" />
      <circle cx="12" cy="14.2" r="1.4" fill="currentColor" stroke="none" />
    </Svg>
  );
}

export function DiamondShortcutIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M7 4h10l4 5.5-9 10.5L3 9.5Z" fill="currentColor" fillOpacity={TINT} />
      <path d="M3 9.5h18M9.5 4 8 9.5l4 10.5 4-10.5L14.5 4" />
    </Svg>
  );
}

export function ShareShortcutIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="17.5" cy="5.5" r="2.5" fill="currentColor" fillOpacity={TINT} />
      <circle cx="6.5" cy="12" r="2.5" fill="currentColor" fillOpacity={TINT} />
      <circle cx="17.5" cy="18.5" r="2.5" fill="currentColor" fillOpacity={TINT} />
      <path d="m8.7 10.8 6.6-4M8.7 13.2l6.6 4" />
    </Svg>
  );
}

export function ServiceShortcutIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4.5 13a7.5 7.5 0 0 1 15 0" />
      <rect x="3.5" y="12.5" width="4" height="6" rx="1.5" fill="currentColor" fillOpacity={TINT} />
      <rect
        x="16.5"
        y="12.5"
        width="4"
        height="6"
        rx="1.5"
        fill="currentColor"
        fillOpacity={TINT}
      />
      <path d="M18.5 18.5c0 1.5-1.6 2.5-4.5 2.5" />
    </Svg>
  );
}

export function AiEntryIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3.5" y="5" width="17" height="14" rx="3.5" fill="currentColor" fillOpacity={TINT} />
      <path d="M7.5 15.5 9.6 8.5h.8l2.1 7M8.3 13.3h3.4M15.5 8.5v7" />
    </Svg>
  );
}

export function HeartIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 19.5s-7.5-4.4-7.5-9.6A4.2 4.2 0 0 1 12 7.5a4.2 4.2 0 0 1 7.5 2.4c0 5.2-7.5 9.6-7.5 9.6Z" />
    </Svg>
  );
}

export function HistoryIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 7.5V12l3 2" />
    </Svg>
  );
}

export function BagIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 8h14l-1 12H6Z" />
      <path d="M9 10V7a3 3 0 0 1 6 0v3" />
    </Svg>
  );
}

export function PostIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="4.5" y="3.5" width="15" height="17" rx="2.5" />
      <path d="M8.5 8.5h7M8.5 12h7M8.5 15.5h4" />
    </Svg>
  );
}

export function FollowIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="10" cy="8" r="3.5" />
      <path d="M3.5 19.5a6.5 6.5 0 0 1 13 0M18.5 8v5M16 10.5h5" />
    </Svg>
  );
}

export function MessageIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 5.5h14a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5H9l-4 3v-3a1.5 1.5 0 0 1-1.5-1.5V7A1.5 1.5 0 0 1 5 5.5Z" />
      <path d="M8 10h8M8 13h5" />
    </Svg>
  );
}

export function ReceiptIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 3.5h12v17l-3-2-3 2-3-2-3 2Z" />
      <path d="M9 8.5h6M9 12h6" />
    </Svg>
  );
}

export function TicketIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3.5 7.5a1 1 0 0 1 1-1h15a1 1 0 0 1 1 1V10a2 2 0 0 0 0 4v2.5a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1V14a2 2 0 0 0 0-4Z" />
      <path d="M14.5 6.5v11" strokeDasharray="2 2" />
    </Svg>
  );
}

export function IdCardIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <circle cx="9" cy="11" r="2.2" />
      <path d="M5.8 16a3.4 3.4 0 0 1 6.4 0M14.5 10h4M14.5 13.5h3" />
    </Svg>
  );
}

export function GroupIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="9" cy="9" r="3" />
      <circle cx="16.5" cy="10" r="2.3" />
      <path d="M3.5 19a5.5 5.5 0 0 1 11 0M14.5 15a4.5 4.5 0 0 1 6 4" />
    </Svg>
  );
}

export function FeedbackIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4.5 4.5h15v11h-8l-4 4v-4h-3Z" />
      <path d="M12 7.5v4M12 13.5v.1" />
    </Svg>
  );
}

export function SettingIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2.8 14 5l3-.4.8 2.9 2.7 1.4-1.2 2.8 1.2 2.8-2.7 1.4L17 19.4l-3-.4-2 2.2-2-2.2-3 .4-.8-2.9-2.7-1.4 1.2-2.8-1.2-2.8 2.7-1.4L7 4.6l3 .4Z" />
    </Svg>
  );
}

export function DefaultAvatarIcon(props: IconProps) {
  return (
    <svg
      viewBox="0 0 48 48"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <circle cx="24" cy="24" r="24" fill="currentColor" fillOpacity={0.18} />
      <circle cx="24" cy="19" r="8" fill="currentColor" fillOpacity={0.7} />
      <path d="M10 40a14 12 0 0 1 28 0 20 20 0 0 1-28 0Z" fill="currentColor" fillOpacity={0.7} />
    </svg>
  );
}
