import type { SVGProps } from 'react';

import { StrokeIcon } from './svg-icon';

// The AI studio's tool glyphs (its entry cards); `currentColor`.

type IconProps = SVGProps<SVGSVGElement>;

/** 换脸: a face inside a swap arrow. */
export function FaceSwapIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="11" r="4" />
      <path d="M8.5 19a5 5 0 0 1 7 0" />
      <path d="M4 9a8.5 8.5 0 0 1 14.5-4.5M20 15a8.5 8.5 0 0 1-14.5 4.5" />
      <path d="M18.5 2v2.5H16M5.5 22v-2.5H8" />
    </StrokeIcon>
  );
}

/** 图生视频: a picture (a hill and the sun) with a play mark. */
export function PhotoVideoIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="2.5" y="4" width="14" height="12" rx="2" />
      <path d="m3 14 4-4 3.5 3.5L13 11l3.5 3.5" />
      <circle cx="12.5" cy="7.5" r="1" />
      <path d="m15.5 14.5 6 3.5-6 3.5Z" fill="currentColor" />
    </StrokeIcon>
  );
}

/** 文生图: lines of text turning into a picture (a frame with a hill and a star). */
export function TextImageIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 4.5h7M3 8h5M3 11.5h6" />
      <rect x="11" y="9" width="10.5" height="11" rx="2" />
      <path d="m11.5 18 3-3 2.5 2.5 1.5-1.5 3 3" />
      <path d="M18 2.5 18.7 4l1.5.6-1.5.6L18 6.7l-.7-1.5-1.5-.6 1.5-.6Z" fill="currentColor" />
    </StrokeIcon>
  );
}

/** AI女友: a speech bubble holding a heart. */
export function CompanionIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4H6.5A2.5 2.5 0 0 1 4 13.5Z" />
      <path
        d="M12 12.5s-3-1.8-3-3.8a1.6 1.6 0 0 1 3-.8 1.6 1.6 0 0 1 3 .8c0 2-3 3.8-3 3.8Z"
        fill="currentColor"
        strokeWidth={1}
      />
    </StrokeIcon>
  );
}

/** AI小说: an open book with a pen stroke on its right page. */
export function NovelIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 6.5C10 5 7 4.5 3 5v13c4-.5 7 0 9 1.5 2-1.5 5-2 9-1.5V5c-4-.5-7 0-9 1.5Z" />
      <path d="M12 6.5v13" />
      <path d="M15 10.5h3M15 13.5h2" />
    </StrokeIcon>
  );
}

/** 书评: a closed book with a pen stroke. */
export function BookReviewIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 4.5h11a2 2 0 0 1 2 2V20H7a2 2 0 0 1-2-2V4.5Z" />
      <path d="M5 18a2 2 0 0 1 2-2h11" />
      <path d="M9 8.5h5M9 11.5h3" />
    </StrokeIcon>
  );
}

/** 发送: a paper plane. */
export function SendIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M21 3 10 14" />
      <path d="M21 3 14.5 21l-4.5-7-7-4.5Z" />
    </StrokeIcon>
  );
}

/** 停止: a filled square in a ring. */
export function StopIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <rect x="9" y="9" width="6" height="6" rx="1" fill="currentColor" strokeWidth={0} />
    </StrokeIcon>
  );
}
