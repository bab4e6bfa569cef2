'use client';
// The mine screen's menu: every child screen of /mine (§2 route table), in three groups; the
// message center shows how many messages are unread.
import type { ComponentType, SVGProps } from 'react';

import {
  BagIcon,
  DiamondShortcutIcon,
  FeedbackIcon,
  FollowIcon,
  GroupIcon,
  HeartIcon,
  HistoryIcon,
  IdCardIcon,
  MessageIcon,
  PostIcon,
  ReceiptIcon,
  SettingIcon,
  ShareShortcutIcon,
  TicketIcon,
} from '@/components/icons/mine-icons';
import { ChevronRightIcon } from '@/components/icons/shell-icons';
import { IntentLink } from '@/components/ui/intent-link';
import { useUnreadMessages } from '@/lib/api/account/unread';

import styles from './mine-screen.module.css';

type MenuItem = { href: string; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> };

export const MINE_MENU: readonly (readonly MenuItem[])[] = [
  [
    { href: '/mine/myCollect', label: '我的收藏', Icon: HeartIcon },
    { href: '/mine/myHistory', label: '观看记录', Icon: HistoryIcon },
    { href: '/mine/myBought', label: '已购内容', Icon: BagIcon },
    { href: '/mine/myPost', label: '我的帖子', Icon: PostIcon },
    { href: '/mine/myFollow', label: '我的关注', Icon: FollowIcon },
  ],
  [
    { href: '/mine/message', label: '消息中心', Icon: MessageIcon },
    { href: '/mine/invitation', label: '邀请记录', Icon: ShareShortcutIcon },
    { href: '/mine/rechargeRecord', label: '充值记录', Icon: ReceiptIcon },
    { href: '/mine/ledger', label: '钻石明细', Icon: DiamondShortcutIcon },
    { href: '/mine/pointLevel', label: '等级积分', Icon: TicketIcon },
  ],
  [
    { href: '/mine/credentials', label: '账号凭证', Icon: IdCardIcon },
    { href: '/mine/officialGroup', label: '官方交流群', Icon: GroupIcon },
    { href: '/mine/problemFeedback', label: '问题反馈', Icon: FeedbackIcon },
    { href: '/mine/setting', label: '设置', Icon: SettingIcon },
  ],
];

export function MineMenu() {
  const unread = useUnreadMessages();
  return (
    <nav aria-label="我的服务" className={styles.menu}>
      {MINE_MENU.map((group, index) => (
        <ul key={index} className={styles.menuGroup}>
          {group.map(({ href, label, Icon }) => (
            <li key={href}>
              <IntentLink href={href} className={styles.menuItem}>
                <Icon className={styles.menuIcon} />
                <span className={styles.menuLabel}>{label}</span>
                {href === '/mine/message' && unread > 0 && (
                  <span className={styles.badge} aria-label={`${unread}条未读消息`}>
                    {unread > 99 ? '99+' : unread}
                  </span>
                )}
                <ChevronRightIcon className={styles.chevron} />
              </IntentLink>
            </li>
          ))}
        </ul>
      ))}
    </nav>
  );
}
