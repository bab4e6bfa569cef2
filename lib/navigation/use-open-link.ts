'use client';
// The one handler for every tap on an ad, notice, banner, avatar or content card (§2). The
// decision is decideOpen (open-link.ts, loaded after the first render); this hook carries it
// out: router.push for in-app paths, the iOS wrapper or a new window for external links, the
// advertise-click call for id-only ads, and a toast (链接无效) for anything refused.
import { useStore } from 'jotai';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';

import { api } from '@/lib/api/client';
import { isApiError } from '@/lib/api/envelope';
import { isAppStoreAtom } from '@/lib/state/channel-atoms';
import { tokenAtom } from '@/lib/state/session-atoms';
import { chunkLoader } from '@/lib/shell/chunk-loader';
import { showToast } from '@/lib/shell/toast-bridge';

import { holdNavigation } from './offline-navigation';

import type { LinkItem, OpenContext, OpenDecision } from '@/lib/domain/platform/open-link';

export const LINK_INVALID_TIP = '链接无效';
/** The link rules could not be loaded (a network failure): nothing opened, try again. */
export const LINK_LOAD_FAILED_TIP = '加载失败，请重试';

type LinkRules = typeof import('@/lib/domain/platform/open-link');

let rules: LinkRules | null = null;
const loadRuleModule = chunkLoader(() => import('@/lib/domain/platform/open-link'));

/**
 * The link rules (open-link.ts with lib/domain's links and safe-URL rules), fetched once the
 * page has rendered rather than with it, and kept: every tap after that decides synchronously,
 * so window.open stays inside the tap's user gesture.
 */
export function loadLinkRules(): Promise<LinkRules> {
  if (rules) return Promise.resolve(rules);
  return loadRuleModule().then((m) => (rules = m));
}
/** §7 Ad "click", under the Ad area prefix (ARCHITECTURE "Call paths"). */
export const AD_CLICK_PATH = 'ad/click' as const;
/** Message handler name of the iOS wrapper (§2). */
export const WRAPPER_HANDLER = 'openOutLink';

interface WebkitWindow {
  webkit?: {
    messageHandlers?: Record<string, { postMessage?: (message: unknown) => void } | undefined>;
  };
}

/**
 * Hands an external URL to the iOS wrapper (the message body is the URL string itself, see
 * docs/decisions/0006-link-dispatch.md) or opens it in a new window without opener or referrer. A
 * stale isAppStore flag in a plain browser has no handler: the window is the fallback, not nothing.
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

  useEffect(() => {
    void loadLinkRules().catch(() => undefined);
  }, []);

  return useCallback(
    async (item) => {
      let linkRules = rules;
      if (!linkRules) {
        // A tap before the rules arrived (the first moments of a page): wait for them.
        try {
          linkRules = await loadLinkRules();
        } catch {
          showToast(LINK_LOAD_FAILED_TIP);
          return;
        }
      }
      const { decideLink, decideOpen } = linkRules;
      // Read at tap time: the token and the flag may have changed since the last render.
      const context: OpenContext = {
        token: store.get(tokenAtom),
        isAppStore: store.get(isAppStoreAtom),
      };
      const act = (decision: OpenDecision) => {
        // Offline the route is held, not pushed: Next would fall back to a browser navigation.
        if (decision.kind === 'route') {
          if (!holdNavigation(decision.path)) router.push(decision.path);
        } else if (decision.kind === 'external') openExternal(decision.url, decision.via);
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
        const data = await api.post(AD_CLICK_PATH, { id: decision.id });
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
