'use client';
// The screens of the §2 kept-alive routes, loaded on demand. Their page files render nothing:
// the outlet renders each visited screen and keeps it (hidden) when the user navigates away.
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';

import { KeepAliveOutlet, type KeptScreens } from '@/components/shell/keep-alive-outlet';
import { SkeletonGroup } from '@/components/ui/skeleton';

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

export function KeptAlive({ children }: { children: ReactNode }) {
  return <KeepAliveOutlet screens={SCREENS}>{children}</KeepAliveOutlet>;
}
