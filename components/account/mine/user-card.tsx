'use client';
// The mine screen's user card on the theme's first background (--mine-bg1): avatar, name,
// 游客 #id, the VIP label and expiry, and the wallet (diamonds and gold, §5) from the user info,
// each balance a way to its recharge screen.
import { DefaultAvatarIcon } from '@/components/icons/mine-icons';
import { ChevronRightIcon, CrownIcon } from '@/components/icons/shell-icons';
import { IntentLink } from '@/components/ui/intent-link';
import { LazyImage } from '@/components/ui/lazy-image';
import { useCurrentUser } from '@/lib/api/account/user';
import { userCardView } from '@/lib/domain/account/user-card';

import styles from './mine-screen.module.css';

export function UserCard() {
  const { user } = useCurrentUser();
  const view = userCardView(user);
  if (!view) return null;
  return (
    <section className={styles.hero} aria-label="个人信息">
      <div className={styles.profile}>
        <span className={styles.avatar}>
          {view.avatar ? (
            <LazyImage
              src={view.avatar}
              alt="头像"
              aspectRatio={1}
              preload
              placeholder={<DefaultAvatarIcon />}
            />
          ) : (
            <DefaultAvatarIcon />
          )}
        </span>
        <div className={styles.who}>
          <p className={styles.name}>{view.name}</p>
          <p className={styles.tag}>
            <span data-testid="mine-user-tag">{view.tag}</span>
            {view.vip ? (
              <span className={styles.vipBadge}>{view.vip}</span>
            ) : (
              <span className={styles.noVip}>未开通VIP</span>
            )}
          </p>
        </div>
        {view.isGuest && (
          <IntentLink href="/mine/login" className={styles.login}>
            登录/注册
          </IntentLink>
        )}
      </div>
      <IntentLink href="/mine/vip" className={styles.vipRow}>
        <CrownIcon className={styles.vipCrown} />
        <span className={styles.vipText}>
          {view.vip ? `${view.vip}会员 · ${view.expiry}` : '开通VIP，全站影片免费看'}
        </span>
        <span className={styles.vipAction}>{view.vip ? '续费' : '立即开通'}</span>
        <ChevronRightIcon className={styles.chevron} />
      </IntentLink>
      {(view.diamond !== null || view.gold !== null) && (
        <div className={styles.wallet} role="group" aria-label="我的钱包">
          {view.diamond !== null && (
            <IntentLink href="/mine/diamondRecharge" className={styles.walletItem}>
              <span className={styles.walletLabel}>
                钻石
                <ChevronRightIcon className={styles.walletChevron} />
              </span>
              <span className={styles.walletValue}>{view.diamond}</span>
            </IntentLink>
          )}
          {view.gold !== null && (
            <IntentLink href="/mine/recharge" className={styles.walletItem}>
              <span className={styles.walletLabel}>
                金币
                <ChevronRightIcon className={styles.walletChevron} />
              </span>
              <span className={styles.walletValue}>{view.gold}</span>
            </IntentLink>
          )}
        </div>
      )}
    </section>
  );
}
