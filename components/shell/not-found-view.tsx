// The page for targets without a screen (§2 link targets, §8 "unknown content type") and for
// unknown URLs: says so plainly and offers the way home. A server component: no JS of its own.
import Link from 'next/link';

import { HOME_PATH } from '@/lib/domain/platform/constants';

export const NOT_FOUND_TITLE = '页面不存在';
export const NOT_FOUND_TEXT = '您访问的内容暂未开放或已下架，去首页看看吧';
export const BACK_HOME_TEXT = '返回首页';

function LostIllustration() {
  // Decorative: a film reel with a question mark, drawn in the theme's accent colour.
  return (
    <svg className="status-page-art" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="108" rx="56" ry="6" fill="currentColor" opacity="0.12" />
      <rect x="28" y="22" width="104" height="72" rx="12" fill="currentColor" opacity="0.16" />
      <rect
        x="28"
        y="22"
        width="104"
        height="72"
        rx="12"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      />
      {[40, 56, 72, 88, 104, 120].map((x) => (
        <g key={x} fill="currentColor" opacity="0.55">
          <rect x={x - 4} y="28" width="8" height="6" rx="1.5" />
          <rect x={x - 4} y="82" width="8" height="6" rx="1.5" />
        </g>
      ))}
      <path
        d="M70 50a10 10 0 1 1 14.5 8.9c-2.8 1.4-4.5 3.3-4.5 6.1v1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="80" cy="75" r="3.5" fill="currentColor" />
    </svg>
  );
}

export function NotFoundView() {
  return (
    <main className="status-page">
      <LostIllustration />
      <h1 className="status-page-title">{NOT_FOUND_TITLE}</h1>
      <p className="status-page-text">{NOT_FOUND_TEXT}</p>
      <Link href={HOME_PATH} className="status-page-primary" replace>
        {BACK_HOME_TEXT}
      </Link>
    </main>
  );
}
