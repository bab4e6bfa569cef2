'use client';
// The screens of the §2 kept-alive routes, loaded on demand. Their page files render nothing:
// the outlet renders each visited screen and keeps it (hidden) when the user navigates away.
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';

import { KeepAliveOutlet, type KeptScreens } from '@/components/shell/keep-alive-outlet';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { keepAliveKey, type KeepAliveRoute } from '@/lib/navigation/keep-alive-routes';

const loading = () => <SkeletonGroup />;

const SCREENS: KeptScreens = {
  '/home': dynamic(() => import('@/app/home/_components/home-screen').then((m) => m.HomeScreen), {
    loading,
  }),
  '/community': dynamic(
    () => import('@/app/community/_components/community-screen').then((m) => m.CommunityScreen),
    { loading },
  ),
  '/welfare': dynamic(
    () => import('@/app/welfare/_components/welfare-screen').then((m) => m.WelfareScreen),
    { loading },
  ),
  '/mine': dynamic(() => import('@/app/mine/_components/mine-screen').then((m) => m.MineScreen), {
    loading,
  }),
  '/topicList': dynamic(
    () => import('@/app/topicList/_components/topic-list-screen').then((m) => m.TopicListScreen),
    { loading },
  ),
  '/subpage/search': dynamic(
    () => import('@/app/subpage/search/_components/search-screen').then((m) => m.SearchScreen),
    { loading },
  ),
  '/subpage/result': dynamic(
    () => import('@/app/subpage/result/_components/result-screen').then((m) => m.ResultScreen),
    { loading },
  ),
};

// The boot gate renders no page until config and login are in (§2), so the landing screen's
// code would start downloading only then: one more round trip before anything shows. Fetch it
// with the page instead (the same modules as above, so dynamic() finds them loaded).
const PRELOAD: Partial<Record<KeepAliveRoute, () => Promise<unknown>>> = {
  '/home': () => import('@/app/home/_components/home-screen'),
  '/community': () => import('@/app/community/_components/community-screen'),
  '/welfare': () => import('@/app/welfare/_components/welfare-screen'),
  '/mine': () => import('@/app/mine/_components/mine-screen'),
};

if (typeof window !== 'undefined') {
  const landing = keepAliveKey(window.location.pathname);
  // A failure here is not the page's: dynamic() loads (and reports) for real when it renders.
  if (landing) PRELOAD[landing]?.().catch(() => undefined);
}

export function KeptAlive({ children }: { children: ReactNode }) {
  return <KeepAliveOutlet screens={SCREENS}>{children}</KeepAliveOutlet>;
}
