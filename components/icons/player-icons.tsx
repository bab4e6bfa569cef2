import type { SVGProps } from 'react';

import { SvgIcon } from './svg-icon';

type IconProps = SVGProps<SVGSVGElement>;

export function PlayIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
    </SvgIcon>
  );
}

export function PauseIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
    </SvgIcon>
  );
}

export function VolumeIcon({ muted, ...props }: IconProps & { muted: boolean }) {
  return (
    <SvgIcon {...props}>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
      {muted ? (
        <path
          d="m15.5 9.5 5 5m0-5-5 5"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M15.5 9a4 4 0 0 1 0 6M17.8 6.8a7 7 0 0 1 0 10.4"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      )}
    </SvgIcon>
  );
}

export function FullscreenIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path
        d="M4.5 9V4.5H9M15 4.5h4.5V9M19.5 15v4.5H15M9 19.5H4.5V15"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </SvgIcon>
  );
}

/** The corners turned inwards: leave fullscreen. */
export function FullscreenExitIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path
        d="M9 4.5V9H4.5M19.5 9H15V4.5M15 19.5V15h4.5M4.5 15H9v4.5"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </SvgIcon>
  );
}

export function HeartIcon({ filled, ...props }: IconProps & { filled: boolean }) {
  return (
    <SvgIcon {...props}>
      <path
        d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </SvgIcon>
  );
}

export function StarIcon({ filled, ...props }: IconProps & { filled: boolean }) {
  return (
    <SvgIcon {...props}>
      <path
        d="m12 4 2.5 5.2 5.7.8-4.1 4 1 5.6L12 17l-5.1 2.6 1-5.6-4.1-4 5.7-.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
    </SvgIcon>
  );
}

export function ShareIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path
        d="M14 5.5 19.5 11 14 16.5V13c-4.5 0-7.5 1.5-9.5 5 .5-5 3-9.5 9.5-10z"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
    </SvgIcon>
  );
}

/** A filled speech bubble: comments on a picture (the short-video rail). */
export function CommentBubbleIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path
        d="M4 5h16v11H9l-4 3v-3H4z"
        fill="currentColor"
        stroke="currentColor"
        strokeLinejoin="round"
      />
    </SvgIcon>
  );
}
