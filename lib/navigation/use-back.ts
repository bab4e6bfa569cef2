'use client';
// The back helper of §2 as a hook: one function for every back arrow.
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect } from 'react';

import { HOME_ROUTE, decideBack } from '@/lib/domain/back';
import {
  canGoBackInApp,
  landingRoute,
  recordLandingRoute,
  resetLandingRoute,
} from '@/lib/state/landing-route';

export function useBack(): () => void {
  const router = useRouter();
  const pathname = usePathname();

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
    // Replace, not push: a second back from home should leave, not return to the deep link.
    router.replace(HOME_ROUTE);
  }, [pathname, router]);
}
