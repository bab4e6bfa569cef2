'use client';
// The back helper of §2 as a hook: one function for every back arrow.
import { useAtomValue } from 'jotai';
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect } from 'react';

import { decideBack } from '@/lib/domain/shell/back';
import { homePathAtom } from '@/lib/state/app-atoms';
import {
  canGoBackInApp,
  landingRoute,
  recordLandingRoute,
  resetLandingRoute,
} from '@/lib/state/landing-route';

export function useBack(): () => void {
  const router = useRouter();
  const pathname = usePathname();
  const homePath = useAtomValue(homePathAtom);

  useEffect(() => {
    recordLandingRoute();
  }, []);

  return useCallback(() => {
    const decision = decideBack({
      currentRouteName: pathname,
      landingRouteName: landingRoute(),
      canGoBack: canGoBackInApp(),
    });
    if (decision.kind === 'back') {
      router.back();
      return;
    }
    resetLandingRoute();
    // §2's `/` is home (next.config.mjs redirects it to the home path): going to the home path
    // itself saves that round trip and finds the kept-alive home at once. Replace, not push: a
    // second back from home should leave, not return to the deep link.
    router.replace(homePath);
  }, [homePath, pathname, router]);
}
