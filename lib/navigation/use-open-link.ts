'use client';
// The one handler for every tap on an ad, notice, banner, avatar or content card (§2). The
// decision is decideOpen (open-link.ts); this hook only carries it out: router.push for
// in-app paths, the iOS wrapper or a new window for external links, the advertise-click call
// for id-only ads, and a toast (链接无效) for anything refused.
import { useStore } from 'jotai';
import { useRouter } from 'next/navigation';
import { useCallback, useRef } from 'react';

import { api } from '@/lib/api/client';
import { isApiError } from '@/lib/api/envelope';
import { isAppStoreAtom } from '@/lib/state/channel-atoms';
import { tokenAtom } from '@/lib/state/session-atoms';
import { showToast } from '@/lib/ui/toast-bridge';

import {
  decideLink,
  decideOpen,
  type LinkItem,
  type OpenContext,
  type OpenDecision,
} from './open-link';

export const LINK_INVALID_TIP = '链接无效';
/** §7 Ad "click", under the Ad area prefix (ARCHITECTURE "Call paths"). */
export const AD_CLICK_PATH = 'ad/click';
/** Message handler name of the iOS wrapper (§2). */
export const WRAPPER_HANDLER = 'openOutLink';

interface WebkitWindow {
  webkit?: {
    messageHandlers?: Record<string, { postMessage?: (message: unknown) => void } | undefined>;
  };
}

/**
 * Hands an external URL to the iOS wrapper (the message body is the URL string itself, see
 * docs/decisions.md) or opens it in a new window without opener or referrer. A stale
 * isAppStore flag in a plain browser has no handler: the window is the fallback, not nothing.
 */
export function openExternal(url: string, via: 'wrapper' | 'window'): void {
  if (via === 'wrapper') {
    const handler = (window as WebkitWindow).webkit?.messageHandlers?.[WRAPPER_HANDLER];
    if (handler && typeof handler.postMessage === 'function') {
      handler.postMessage(url);
      return;
    }
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}

function linkOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? (data as { link?: unknown }).link : undefined;
}

export type OpenLink = (item: LinkItem | null | undefined) => Promise<void>;

export function useOpenLink(): OpenLink {
  const router = useRouter();
  const store = useStore();
  // A second tap on the same id-only ad while its click call runs would open it twice.
  const clicking = useRef(new Set<string>());

  return useCallback(
    async (item) => {
      // Read at tap time: the token and the flag may have changed since the last render.
      const context: OpenContext = {
        token: store.get(tokenAtom),
        isAppStore: store.get(isAppStoreAtom),
      };
      const act = (decision: OpenDecision) => {
        if (decision.kind === 'route') router.push(decision.path);
        else if (decision.kind === 'external') openExternal(decision.url, decision.via);
        else showToast(LINK_INVALID_TIP);
      };

      const decision = decideOpen(item, context);
      if (decision.kind !== 'click') {
        act(decision);
        return;
      }
      const key = String(decision.id);
      if (clicking.current.has(key)) return;
      clicking.current.add(key);
      try {
        // §2: on code 200 the returned link is processed like any other link.
        const data = await api.post<unknown>(AD_CLICK_PATH, { id: decision.id });
        act(decideLink(linkOf(data), context));
      } catch (error) {
        showToast(isApiError(error) ? error.tip : LINK_INVALID_TIP);
      } finally {
        clicking.current.delete(key);
      }
    },
    [router, store],
  );
}
