'use client';
// The screen of §2's link targets for content the app does not carry (lib/domain/
// unsupported-content.ts): says so plainly, with 返回 (the back helper) and 回到首页. A link the
// app made never lands on 页面不存在.
import Link from 'next/link';

import { HOME_PATH } from '@/lib/domain/platform/constants';
import {
  unsupportedContentText,
  type UnsupportedContentPath,
} from '@/lib/domain/platform/unsupported-content';
import { useBack } from '@/lib/navigation/use-back';

function ClosedBoxIllustration() {
  // Decorative: a closed parcel, in the theme's accent colour.
  return (
    <svg className="status-page-art" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="108" rx="56" ry="6" fill="currentColor" opacity="0.12" />
      <path d="M36 44 80 26l44 18v46l-44 18-44-18z" fill="currentColor" opacity="0.16" />
      <path
        d="M36 44 80 26l44 18v46l-44 18-44-18zM36 44l44 18 44-18M80 62v46"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="m58 35 44 18v14" fill="none" stroke="currentColor" strokeWidth="5" opacity="0.55" />
    </svg>
  );
}

export function UnsupportedContentView({ path }: { path: UnsupportedContentPath }) {
  const back = useBack();
  const { title, text } = unsupportedContentText(path);
  return (
    <main className="status-page">
      <ClosedBoxIllustration />
      <h1 className="status-page-title">{title}</h1>
      <p className="status-page-text">{text}</p>
      <div className="status-page-actions">
        <button type="button" className="status-page-secondary" onClick={back}>
          返回
        </button>
        <Link href={HOME_PATH} className="status-page-primary" replace>
          回到首页
        </Link>
      </div>
    </main>
  );
}
