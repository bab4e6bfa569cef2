'use client';
// The long-video new-user VIP banner of §2: offered to users who are not VIP, opens the VIP
// page, and once closed stays away for 24 hours (lib/domain/money/vip-banner).
import { useAtomValue } from 'jotai';
import { useState, useSyncExternalStore } from 'react';

import { CloseIcon, CrownIcon } from '@/components/icons/shell-icons';
import { IntentLink } from '@/components/ui/intent-link';
import {
  parseClosedAt,
  showsNewUserVipBanner,
  VIP_BANNER_CLOSED_KEY,
} from '@/lib/domain/money/vip-banner';
import { userAtom } from '@/lib/state/session-atoms';
import { readStorage, writeStorage } from '@/lib/state/storage';

import styles from './new-user-vip-banner.module.css';

const noSubscribe = () => () => {};
/** Before hydration nothing is known about a close: render nothing rather than flash it. */
const SERVER_SNAPSHOT = 'server';

export function NewUserVipBanner({ className }: { className?: string }) {
  const user = useAtomValue(userAtom);
  const stored = useSyncExternalStore(
    noSubscribe,
    () => readStorage('local', VIP_BANNER_CLOSED_KEY),
    () => SERVER_SNAPSHOT,
  );
  // The clock is read once, when the banner is placed: the rule needs "now", not a ticking one.
  const [now] = useState(() => Date.now());
  const [closed, setClosed] = useState(false);

  if (closed || stored === SERVER_SNAPSHOT) return null;
  if (!showsNewUserVipBanner(user, parseClosedAt(stored), now)) return null;

  const close = () => {
    writeStorage('local', VIP_BANNER_CLOSED_KEY, String(Date.now()));
    setClosed(true);
  };

  return (
    <aside
      className={[styles.banner, className].filter(Boolean).join(' ')}
      aria-label="新用户开通VIP优惠"
    >
      {/* Prefetched on intent: the banner shows on every /lld visit, most never tap it. */}
      <IntentLink href="/mine/vip" className={styles.link}>
        <CrownIcon className={styles.crown} />
        <span className={styles.text}>
          <strong className={styles.title}>新用户开通VIP 首月特惠</strong>
          <span className={styles.sub}>全站长视频免广告畅看</span>
        </span>
        <span className={styles.cta} aria-hidden="true">
          立即开通
        </span>
      </IntentLink>
      <button type="button" className={styles.close} aria-label="关闭VIP优惠横幅" onClick={close}>
        <CloseIcon />
      </button>
    </aside>
  );
}
