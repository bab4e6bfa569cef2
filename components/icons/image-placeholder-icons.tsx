import type { SVGProps } from 'react';

// Glyphs of the image placeholder; coloured by `currentColor` so themes tint them.

/** The app's mark (a play button in a rounded frame): the picture of an image still loading. */
export function LogoMarkIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 32 32"
      width="1em"
      height="1em"
      fill="none"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <rect x="3" y="6" width="26" height="20" rx="5" stroke="currentColor" strokeWidth="2" />
      <path d="M13.5 11.5v9l7.5-4.5-7.5-4.5Z" fill="currentColor" />
    </svg>
  );
}

/** A picture frame with a crack: the picture of an image that failed to load. */
export function ImageBrokenIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 32 32"
      width="1em"
      height="1em"
      fill="none"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path
        d="M15 6H8a5 5 0 0 0-5 5v10a5 5 0 0 0 5 5h6l2-5-3-4 3-5-1-6Zm4 0h5a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5h-6"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="m6 22 4-5 3 3M20 22l3-4 3 4"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="24" cy="11.5" r="1.8" fill="currentColor" />
    </svg>
  );
}
