import type { SVGProps } from 'react';

import { Svg } from './shell-icons';

// Glyphs of the video cards and lists (views, diamonds, heat, time); `currentColor`.

type IconProps = SVGProps<SVGSVGElement>;

export function EyeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="2.8" />
    </Svg>
  );
}

export function DiamondIcon(props: IconProps) {
  return (
    <Svg strokeWidth={1.6} {...props}>
      <path d="M7 4.5h10l4 5-9 10-9-10 4-5Z" fill="currentColor" fillOpacity={0.85} />
      <path d="M3 9.5h18M12 19.5 8.5 9.5 12 4.5l3.5 5L12 19.5" strokeOpacity={0.55} />
    </Svg>
  );
}

export function FireIcon(props: IconProps) {
  return (
    <Svg strokeWidth={1.6} {...props}>
      <path
        d="M12 21c-3.9 0-6.5-2.6-6.5-6.2 0-3.9 3.2-5.6 3.9-9.3 2.3 1.3 3.6 3.3 3.7 5.7 1-.7 1.6-1.8 1.7-3.1 2.3 1.8 3.7 4.1 3.7 6.7 0 3.6-2.6 6.2-6.5 6.2Z"
        fill="currentColor"
        fillOpacity={0.85}
      />
    </Svg>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </Svg>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />
    </Svg>
  );
}
