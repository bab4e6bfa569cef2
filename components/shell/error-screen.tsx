'use client';
// What app/error.tsx and app/global-error.tsx show. Only words written for users: never the
// error's message or stack (§8 lists what users see; a trace is not among it). A chunk that
// failed to load reloads the page once (lib/shell/chunk-reload); within 10 s of that reload a
// second failure shows this screen, whose 重试 then reloads by hand.
import { useEffect, useState } from 'react';

import { HOME_PATH } from '@/lib/domain/platform/constants';
import {
  CHUNK_ERROR_SCREEN_ID,
  CHUNK_ERROR_TEXT,
  CHUNK_ERROR_TITLE,
  HOME_TEXT,
  RETRY_TEXT,
} from '@/lib/shell/chunk-error-screen';
import {
  claimChunkReload,
  isChunkLoadError,
  sessionStorageOrNull,
  type ChunkFailureAction,
} from '@/lib/shell/chunk-reload';
import { useOnline } from '@/lib/shell/use-online';

export const ERROR_TITLE = '页面出错了';
export const ERROR_TEXT = '抱歉，页面遇到了一点问题，请稍后重试';
export const RELOADING_TEXT = '正在重新加载…';
export const WAIT_ONLINE_TEXT = '网络已断开，恢复后将自动重新加载';

// One decision per thrown error: StrictMode renders twice, and a second claim within the
// window would turn the first one's 'reload' into 'show-error'.
const decisions = new WeakMap<object, ChunkFailureAction>();

function decideFor(error: object): ChunkFailureAction {
  let decision = decisions.get(error);
  if (decision === undefined) {
    decision = claimChunkReload(sessionStorageOrNull(), Date.now());
    decisions.set(error, decision);
  }
  return decision;
}

type ChunkRecovery = ChunkFailureAction | 'wait-online';

/**
 * For a chunk error (only ever thrown in the browser): reload once per the rule. Offline a
 * reload would land on the browser's own error page, and the chunk failed only because the
 * network is down: the rule is not consulted until the network is back (issue 35 item 1).
 */
function useChunkRecovery(error: unknown): ChunkRecovery | null {
  const online = useOnline();
  const [chunk] = useState(() => typeof window !== 'undefined' && isChunkLoadError(error));
  const action: ChunkRecovery | null = !chunk
    ? null
    : online
      ? decideFor(error as object)
      : 'wait-online';
  useEffect(() => {
    if (action === 'reload') window.location.reload();
  }, [action]);
  return action;
}

function WarningArt() {
  return (
    <svg className="status-page-art" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="108" rx="56" ry="6" fill="currentColor" opacity="0.12" />
      <circle cx="80" cy="58" r="40" fill="currentColor" opacity="0.16" />
      <circle cx="80" cy="58" r="40" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M80 36v28" stroke="currentColor" strokeWidth="7" strokeLinecap="round" />
      <circle cx="80" cy="78" r="4.5" fill="currentColor" />
    </svg>
  );
}

export interface ErrorScreenProps {
  error: unknown;
  /** Re-render the failed segment (Next's retry/reset). A chunk error reloads instead. */
  onRetry: () => void;
}

export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  const action = useChunkRecovery(error);
  const chunk = action !== null;
  useEffect(() => {
    // React is up and saying it: the head script's static screen is not needed as well.
    document.getElementById(CHUNK_ERROR_SCREEN_ID)?.remove();
  }, []);

  if (action === 'reload' || action === 'wait-online') {
    return (
      <main className="status-page">
        <p className="status-page-text" role="status">
          {action === 'reload' ? RELOADING_TEXT : WAIT_ONLINE_TEXT}
        </p>
      </main>
    );
  }
  // A failed chunk stays failed in this page's module cache: only a fresh load fetches it again.
  const retry = chunk ? () => window.location.reload() : onRetry;
  return (
    // data-error-screen (ERROR_SCREEN_ATTR) keeps the head script's static screen away.
    <main className="status-page" data-error-screen="">
      <WarningArt />
      <h1 className="status-page-title">{chunk ? CHUNK_ERROR_TITLE : ERROR_TITLE}</h1>
      <p className="status-page-text">{chunk ? CHUNK_ERROR_TEXT : ERROR_TEXT}</p>
      <div className="status-page-actions">
        <button type="button" className="status-page-primary" onClick={retry}>
          {RETRY_TEXT}
        </button>
        {/* A full load, not a client navigation: the router that just failed is not trusted. */}
        <a className="status-page-secondary" href={HOME_PATH}>
          {HOME_TEXT}
        </a>
      </div>
    </main>
  );
}
