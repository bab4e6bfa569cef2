'use client';
// The long-video new-user VIP banner of §2: offered to users who are not VIP, opens the VIP
// page, and once closed stays away for 24 hours (lib/domain/money/vip-banner). The server renders
// it for everyone and the head script hides it before the first paint when the stored user and
// close time say so: pushed in once the session answered, it shifted the whole feed down.
import { useAtomValue } from 'jotai';
import { useEffect, useState, useSyncExternalStore } from 'react';

import { CloseIcon, CrownIcon } from '@/components/icons/shell-icons';
import { IntentLink } from '@/components/ui/intent-link';
import {
  expectsNewUserVipBanner,
  parseClosedAt,
  VIP_BANNER_CLOSED_KEY,
  VIP_BANNER_HIDDEN_ATTRIBUTE,
} from '@/lib/domain/money/vip-banner';
import { userAtom } from '@/lib/state/session-atoms';
import { readStorage, writeStorage } from '@/lib/state/storage';

import styles from './new-user-vip-banner.module.css';

const noSubscribe = () => () => {};
/** On the server and while hydrating, the stored close is unknown: the head script decided. */
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
  const hydrating = stored === SERVER_SNAPSHOT;

  // Once React decides from the stored facts itself, the head script's mark has done its job.
  useEffect(() => {
    if (!hydrating) document.documentElement.removeAttribute(VIP_BANNER_HIDDEN_ATTRIBUTE);
  }, [hydrating]);

  if (closed) return null;
  if (!hydrating && !expectsNewUserVipBanner(user, parseClosedAt(stored), now)) return null;

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
