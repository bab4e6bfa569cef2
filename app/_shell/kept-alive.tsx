'use client';
// The screens of the §2 kept-alive routes, loaded on demand. Their page files render nothing:
// the outlet renders each visited screen and keeps it (hidden) when the user navigates away.
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

import { CommunityPlaceholder } from '@/components/community/community-placeholder';
import { KeepAliveOutlet, type KeptScreens } from '@/components/shell/keep-alive-outlet';
import { TabScreenPlaceholder } from '@/components/shell/tab-screen';
import { HomeScreenPlaceholder } from '@/components/video/home/home-placeholder';
import { WelfarePlaceholder } from '@/components/welfare/welfare-placeholder';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { keepAliveKey, type KeepAliveRoute } from '@/lib/domain/shell/keep-alive-routes';
import { bootStateAtom } from '@/lib/state/boot-atoms';
import type { AppStore } from '@/lib/state/store';

interface ScreenModule {
  Screen: ComponentType;
  /** Starts the screen's first data calls (secure: only once a session exists). */
  prefetch?: (client: QueryClient) => void;
}

/**
 * A screen loaded on demand that renders at once when its code is already here. A lazy
 * component alone would always suspend first, and React reveals content that replaced a
 * Suspense fallback no sooner than 300 ms after the fallback showed: on a first visit that is
 * 300 ms of skeleton before the landing screen, although its code came in during the login.
 * The Suspense boundary is there either way, so the server's markup (a launch frame) and the
 * browser's first render have the same shape whichever way the code arrived. `fallback` is what
 * shows while the code is on its way: for a main tab, its header and the tab bar around a
 * placeholder, so nothing but the content area changes when the screen arrives.
 */
function keptScreen(load: () => Promise<ScreenModule>, fallback: ReactNode = <SkeletonGroup />) {
  let loaded: ScreenModule | null = null;
  let pending: Promise<ScreenModule> | null = null;
  const preload = () => {
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((m) => ({ default: m.Screen })));
  function KeptScreen() {
    // Chosen once per mount: switching component types later would remount the screen.
    const [Screen] = useState<ComponentType>(() => loaded?.Screen ?? Lazy);
    return (
      <Suspense fallback={fallback}>
        <Screen />
      </Suspense>
    );
  }
  return { Screen: KeptScreen, preload };
}

const SCREENS = {
  '/home': keptScreen(
    () =>
      import('@/components/video/home/home-screen').then((m) => ({
        Screen: m.HomeScreen,
        prefetch: m.prefetchHomeScreen,
      })),
    // The home screen's own frame (header, banner, grid), not a generic tab: issue 35.
    <HomeScreenPlaceholder />,
  ),
  '/community': keptScreen(
    () =>
      import('@/components/community/community-screen').then((m) => ({
        Screen: m.CommunityScreen,
      })),
    // The post list's shape (tabs over post cards), not a grid of videos.
    <CommunityPlaceholder />,
  ),
  '/community/upInfo': keptScreen(() =>
    import('@/components/community/up-info-screen').then((m) => ({ Screen: m.UpInfoScreen })),
  ),
  '/welfare': keptScreen(
    () =>
      import('@/components/welfare/welfare-screen').then((m) => ({
        Screen: m.WelfareScreen,
        prefetch: m.prefetchWelfareScreen,
      })),
    <WelfarePlaceholder />,
  ),
  '/mine': keptScreen(
    () => import('@/components/account/mine/mine-screen').then((m) => ({ Screen: m.MineScreen })),
    <TabScreenPlaceholder title="我的" />,
  ),
  '/topicList': keptScreen(() =>
    import('@/components/video/topic-list/topic-list-screen').then((m) => ({
      Screen: m.TopicListScreen,
    })),
  ),
  '/subpage/search': keptScreen(() =>
    import('@/components/video/search/search-screen').then((m) => ({
      Screen: m.SearchScreen,
    })),
  ),
  '/liveTv': keptScreen(() =>
    import('@/components/live/live-tv-screen').then((m) => ({ Screen: m.LiveTvScreen })),
  ),
  '/ai/generate': keptScreen(() =>
    import('@/components/ai/ai-generate-screen').then((m) => ({ Screen: m.AiGenerateScreen })),
  ),
  '/subpage/result': keptScreen(() =>
    import('@/components/video/result/result-screen').then((m) => ({
      Screen: m.ResultScreen,
    })),
  ),
  '/shortVideo': keptScreen(() =>
    import('@/app/shortVideo/short-video-entry').then((m) => ({ Screen: m.ShortVideoEntry })),
  ),
} satisfies Partial<Record<KeepAliveRoute, ReturnType<typeof keptScreen>>>;

const OUTLET_SCREENS: KeptScreens = Object.fromEntries(
  Object.entries(SCREENS).map(([route, screen]) => [route, screen.Screen]),
);

type KeptScreen = (typeof SCREENS)[keyof typeof SCREENS];

function screenAt(pathname: string): KeptScreen | null {
  const route = keepAliveKey(pathname);
  return route && route in SCREENS ? SCREENS[route as keyof typeof SCREENS] : null;
}

/**
 * Fetches a kept screen's code ahead of its first visit (the tab bar warms its routes when the
 * browser is idle and on a finger down), so that visit renders at once. A failure is not shown
 * here: the screen loads, and reports, for real when it renders.
 */
export function warmScreen(pathname: string): void {
  screenAt(pathname)
    ?.preload()
    .catch(() => undefined);
}

const preloaded = new WeakSet<AppStore>();

/**
 * The boot gate renders no page until config and login are in (§2), so the landing screen's
 * code and first data would start only then: more round trips before anything shows. Called
 * from the providers' first render (the hydration pass): the code loads during the login, and
 * the first data call goes out the moment the session is ready, before the screen has rendered.
 */
export function preloadLanding(store: AppStore, client: QueryClient): void {
  // Once per page: React may run the providers' first render several times before it commits.
  if (typeof window === 'undefined' || preloaded.has(store)) return;
  preloaded.add(store);
  const screen = screenAt(window.location.pathname);
  if (!screen) return;
  // A failure here is not the page's: the screen loads (and reports) for real when it renders.
  void screen.preload().then(
    (module) => {
      if (!module.prefetch) return;
      const prefetch = module.prefetch;
      const whenReady = () => {
        if (store.get(bootStateAtom).status !== 'ready') return false;
        prefetch(client);
        return true;
      };
      if (whenReady()) return;
      const unsubscribe = store.sub(bootStateAtom, () => {
        if (whenReady()) unsubscribe();
      });
    },
    () => undefined,
  );
}

export function KeptAlive({ children }: { children: ReactNode }) {
  return (
    <KeepAliveOutlet screens={OUTLET_SCREENS} warm={warmScreen}>
      {children}
    </KeepAliveOutlet>
  );
}
