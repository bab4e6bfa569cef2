'use client';
// One user's page (docs/admin-api.md "Users"): profile basics (the phone masked), balances, VIP
// tiers and expiry, the latest grants, then sub-tabs: 钱包明细, 订单 (finance and the owner), 登录设备,
// 帖子 and 运营补发 (finance and the owner).
import Link from 'next/link';
import { useMemo } from 'react';

import { useUserDetail } from '@/lib/api/admin/use-users';
import { walletAmountText } from '@/lib/domain/money/ledger';
import type { UserDetail } from '@/lib/protocol/shapes/admin/users';

import styles from '../admin.module.css';
import { mayCall, useMe } from '../admin-me';
import { NoRight } from '../coming-soon';
import { SubTabs, type SubTab } from '../sub-tabs';
import { UserIdContext } from './user-context';
import { UserGrantForm } from './user-grant-form';
import { UserLedger } from './user-ledger';
import { UserOrders } from './user-orders';
import { UserPosts } from './user-posts';
import { UserSessions } from './user-sessions';
import { grantRowText, kindText, timeText, vipTierText } from './users-text';

function Basics({ data }: { data: UserDetail }) {
  const { user } = data;
  return (
    <dl className={styles.card} data-testid="user-basics">
      <dt>用户</dt>
      <dd>
        {user.id} · {user.nickname} · {kindText(user)}
      </dd>
      <dt>账号</dt>
      <dd>{user.account || '—'}</dd>
      <dt>手机号</dt>
      <dd>{user.phone || '未绑定'}</dd>
      <dt>注册时间</dt>
      <dd>{timeText(user.createdAt)}</dd>
      <dt>钱包</dt>
      <dd data-testid="user-wallet">
        {walletAmountText('diamonds', data.wallet.diamonds)} ·{' '}
        {walletAmountText('gold', data.wallet.gold)}
      </dd>
      <dt>会员</dt>
      <dd data-testid="user-vip">
        {data.vips.length === 0
          ? '未开通'
          : data.vips
              .map(
                (v) =>
                  `${vipTierText(v)}${v.active ? '有效期至' : '已于'}${timeText(v.expiresAt)}${v.active ? '' : '过期'}`,
              )
              .join('；')}
      </dd>
      <dt>在线登录</dt>
      <dd>{data.liveSessions} 个</dd>
      <dt>帖子 / 订单</dt>
      <dd>
        {data.posts} 篇 / {data.orders} 笔
      </dd>
      {data.grants.length > 0 ? (
        <>
          <dt>最近补发</dt>
          <dd>
            <ul>
              {data.grants.map((g) => (
                <li key={g.id}>
                  {timeText(g.createdAt)} {grantRowText(g)}（{g.reason}，{g.operatorName ?? '—'}）
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

export function UserScreen({ id }: { id: string }) {
  const me = useMe();
  const userId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  const tabs = useMemo(() => {
    const list: SubTab[] = [{ key: 'ledger', label: '钱包明细', Panel: UserLedger }];
    if (mayCall(me, 'orders/list')) list.push({ key: 'orders', label: '订单', Panel: UserOrders });
    list.push({ key: 'sessions', label: '登录设备', Panel: UserSessions });
    list.push({ key: 'posts', label: '帖子', Panel: UserPosts });
    if (mayCall(me, 'users/grant'))
      list.push({ key: 'grant', label: '运营补发', Panel: UserGrantForm });
    return list;
  }, [me]);
  if (!mayCall(me, 'users/get')) return <NoRight title="用户" />;
  return (
    <section aria-labelledby="admin-title">
      <Link className={styles.navLink} href="/admin/users">
        ← 返回用户列表
      </Link>
      <h1 id="admin-title" className={styles.title}>
        用户 {id}
      </h1>
      {userId === null ? (
        <p className={styles.error} role="alert">
          用户ID不正确
        </p>
      ) : (
        <UserIdContext.Provider value={userId}>
          <UserPage id={userId} tabs={tabs} />
        </UserIdContext.Provider>
      )}
    </section>
  );
}

function UserPage({ id, tabs }: { id: number; tabs: SubTab[] }) {
  const detail = useUserDetail(id);
  if (detail.error)
    return (
      <p className={styles.error} role="alert">
        {detail.error.message}
      </p>
    );
  if (!detail.data) return <p className={styles.muted}>加载中…</p>;
  return (
    <>
      <Basics data={detail.data} />
      <SubTabs id="user" label="用户详情" tabs={tabs} />
    </>
  );
}
