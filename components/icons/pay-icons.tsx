import type { SVGProps } from 'react';

import { SvgIcon } from './svg-icon';

// The cashier's pay-way marks, drawn in `currentColor`: the screen gives each its brand colour.

type IconProps = SVGProps<SVGSVGElement>;

export function AlipayIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="2" y="2" width="20" height="20" rx="5" fill="currentColor" />
      <path
        d="M7 8.2h10M12 6v5.2M8.6 11.2h6.8c-.6 2.6-2.6 4.8-6.4 6.1M10.4 13.6c2.4 1.1 4.7 2.3 7.2 3.6"
        stroke="#fff"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </SvgIcon>
  );
}

export function WechatPayIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="2" y="2" width="20" height="20" rx="5" fill="currentColor" />
      <path
        d="M7.2 11.8 10 14.6l6.8-6.2"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </SvgIcon>
  );
}

export function GoldCoinIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <circle cx="12" cy="12" r="7" stroke="#000" strokeOpacity=".25" strokeWidth="1.4" />
      <path
        d="M9.2 8.8 12 12l2.8-3.2M12 12v4M9.6 12.8h4.8M9.6 14.8h4.8"
        stroke="#000"
        strokeOpacity=".45"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </SvgIcon>
  );
}

/** The check on a chosen pay way. */
export function CheckCircleIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="9" fill="currentColor" />
      <path
        d="m8 12.2 2.7 2.7L16.2 9.5"
        stroke="var(--fot-active-fg, #fff)"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </SvgIcon>
  );
}
