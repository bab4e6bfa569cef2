'use client';
// The splash element of §2 (id="app-splash"): server-rendered so the first paint is branded,
// faded out once the bootstrap has finished, and taken out of the DOM SPLASH_REMOVE_MS after
// the first navigation away from home (lib/domain/shell/splash). On a launch-frame route with the
// config in hand the landing screen itself is the launch screen (components/boot/boot-gate),
// so the splash stays hidden from the start; it is still there, and still leaves on time.
import { useAtomValue } from 'jotai';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

import { LogoPlayIcon } from '@/components/icons/shell-icons';
import { SPLASH_REMOVE_MS, startsSplashRemoval } from '@/lib/domain/shell/splash';
import { hasLaunchFrame } from '@/lib/domain/platform/launch-frame';
import { configAtom, homePathAtom } from '@/lib/state/app-atoms';
import { bootStateAtom } from '@/lib/state/boot-atoms';

import styles from './app-splash.module.css';

export const APP_SPLASH_ID = 'app-splash';

export function AppSplash() {
  const boot = useAtomValue(bootStateAtom);
  const homePath = useAtomValue(homePathAtom);
  const config = useAtomValue(configAtom);
  const pathname = usePathname();
  const [landing] = useState(pathname);
  const [framed] = useState(() => config !== null && hasLaunchFrame(pathname));
  const [seen, setSeen] = useState(pathname);
  const [countdown, setCountdown] = useState(false);
  const [removed, setRemoved] = useState(false);
  // One-way: a later re-run of the bootstrap (a logout) shows its own splash, not this one.
  const [booted, setBooted] = useState(false);
  if (!booted && (boot.status === 'ready' || boot.status === 'failed')) setBooted(true);
  // Adjusting state while rendering (React's documented pattern) when the route changes.
  if (seen !== pathname) {
    setSeen(pathname);
    if (!countdown && startsSplashRemoval({ landing, from: seen, to: pathname, homePath })) {
      setCountdown(true);
    }
  }

  useEffect(() => {
    if (!countdown) return undefined;
    const timer = setTimeout(() => setRemoved(true), SPLASH_REMOVE_MS);
    return () => clearTimeout(timer);
  }, [countdown]);

  if (removed) return null;
  return (
    <div
      id={APP_SPLASH_ID}
      className={styles.splash}
      data-state={booted || framed ? 'hidden' : 'shown'}
      aria-hidden="true"
    >
      <div className={styles.logo}>
        <LogoPlayIcon />
      </div>
      <p className={styles.brand}>影视社区</p>
      <p className={styles.slogan}>海量影视 · 精彩社区</p>
    </div>
  );
}
