import type { SVGProps } from 'react';

// Small status glyphs for toasts and result messages; coloured by `currentColor`.

export function SuccessIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="2" />
      <path
        d="m7.5 12.2 3 3 6-6.2"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ErrorIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v6.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="16.8" r="1.3" fill="currentColor" />
    </svg>
  );
}

/** An open, empty box: the default picture of an empty list. */
export function EmptyBoxIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 96 80"
      width="96"
      height="80"
      fill="none"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <ellipse cx="48" cy="72" rx="34" ry="5" fill="currentColor" opacity="0.12" />
      <path d="M18 34 48 22l30 12v26L48 72 18 60V34Z" fill="currentColor" opacity="0.16" />
      <path
        d="M18 34 48 46l30-12M48 46v26"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        opacity="0.5"
      />
      <path
        d="M18 34 8 24l30-12 10 10M78 34l10-10-30-12-10 10"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        opacity="0.5"
      />
    </svg>
  );
}

/** A broken cloud: the picture of a failed load. */
export function LoadFailedIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 96 80"
      width="96"
      height="80"
      fill="none"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <ellipse cx="48" cy="72" rx="34" ry="5" fill="currentColor" opacity="0.12" />
      <path
        d="M30 56h-4a14 14 0 0 1-1.6-27.9A20 20 0 0 1 63 24a16 16 0 0 1 5 31.6L66 56"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        opacity="0.55"
      />
      <path
        d="m44 38-6 10h10l-6 10"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A Wi-Fi fan struck through: the network is gone. */
export function OfflineIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M2.5 9a14 14 0 0 1 19 0M5.5 12.5a9.5 9.5 0 0 1 13 0M8.7 15.8a5 5 0 0 1 6.6 0" />
      <circle cx="12" cy="19" r="1" fill="currentColor" stroke="none" />
      <path d="M4 3.5 20 20.5" />
    </svg>
  );
}
