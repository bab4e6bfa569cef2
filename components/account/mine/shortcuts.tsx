// The mine screen's four shortcut icons and its AI entry (§2), on the theme's second
// background (--mine-bg2); the icons take the theme's active colours. The VIP one says 续费VIP
// to a member.
import type { ComponentType, SVGProps } from 'react';

import {
  AiEntryIcon,
  DiamondShortcutIcon,
  ServiceShortcutIcon,
  ShareShortcutIcon,
  VipShortcutIcon,
} from '@/components/icons/mine-icons';
import { ChevronRightIcon } from '@/components/icons/shell-icons';
import { IntentLink } from '@/components/ui/intent-link';
import { useCurrentUser } from '@/lib/api/account/user';
import { vipActionText } from '@/lib/domain/money/vip';

import styles from './mine-screen.module.css';

const SHORTCUTS: readonly {
  href: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { href: '/mine/vip', label: '开通VIP', Icon: VipShortcutIcon },
  { href: '/mine/diamondRecharge', label: '钻石充值', Icon: DiamondShortcutIcon },
  { href: '/mine/share', label: '分享邀请', Icon: ShareShortcutIcon },
  { href: '/mine/onLine', label: '在线客服', Icon: ServiceShortcutIcon },
];

export function Shortcuts() {
  const { user } = useCurrentUser();
  const vipText = vipActionText(user);
  return (
    <section className={styles.card} aria-label="常用功能">
      <ul className={styles.shortcuts}>
        {SHORTCUTS.map(({ href, label, Icon }) => (
          <li key={href}>
            <IntentLink href={href} className={styles.shortcut}>
              <span className={styles.shortcutIcon} aria-hidden="true">
                <Icon />
              </span>
              {href === '/mine/vip' ? vipText : label}
            </IntentLink>
          </li>
        ))}
      </ul>
      <IntentLink href="/ai/generate" className={styles.ai}>
        <span className={styles.aiIcon} aria-hidden="true">
          <AiEntryIcon />
        </span>
        <span className={styles.aiText}>
          <strong>AI创作</strong>
          <span>AI换脸写真 · 我的作品</span>
        </span>
        <ChevronRightIcon className={styles.chevron} />
      </IntentLink>
    </section>
  );
}
