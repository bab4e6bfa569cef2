'use client';
// /mine/invitation: my code, how many I invited and the diamonds earned, the invitee list, and
// (once) the code of whoever invited me — filled in when the screen opens from an invite link.
// A guest has no code and may fill in none: they are asked to log in first.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { useAtom } from 'jotai';
import { useEffect } from 'react';

import { InfiniteList } from '@/components/ui/list';
import { TIP_INVITE_GUEST } from '@/lib/domain/account/invite';
import { inviteIncomeQuery, inviteesQuery, ownUserQuery } from '@/lib/api/account/center';
import { formatDate, formatDiamond } from '@/lib/domain/platform/format';
import { pendingInviteAtom } from '@/lib/state/pending-invite-atoms';

import cellStyles from '../parts/cells.module.css';
import panelStyles from '../parts/panels.module.css';
import { SubPage } from '../parts/sub-page';
import { UserAvatar } from '../parts/user-avatar';
import { InviteLoginFirst, RedeemForm, useLocationValue } from './invite-parts';

export function InvitationScreen() {
  const income = useQuery(inviteIncomeQuery());
  const guest = useQuery(ownUserQuery()).data?.isGuest;
  const invitees = useInfiniteQuery(inviteesQuery());
  const fromLink = useLocationValue(
    (location) => new URLSearchParams(location.search).get('code') ?? '',
  );
  const data = income.data;
  // A shared link's code (kept since the link was opened) fills the form when this link has none;
  // once a code is redeemed here it has done its work. One's own code is never offered.
  const [pending, setPending] = useAtom(pendingInviteAtom);
  const redeemed = data?.redeemed === true;
  useEffect(() => {
    if (redeemed && pending !== null) setPending(null);
  }, [redeemed, pending, setPending]);
  const offered = fromLink || (pending !== null && pending !== data?.inviteCode ? pending : '');
  return (
    <SubPage title="邀请记录">
      <section className={panelStyles.card} aria-label="邀请收益">
        <dl className={panelStyles.stats}>
          <div>
            <dt>我的邀请码</dt>
            <dd data-testid="invite-code">{data?.inviteCode || '—'}</dd>
          </div>
          <div>
            <dt>已邀请</dt>
            <dd>{data ? `${data.invitedCount}人` : '—'}</dd>
          </div>
          <div>
            <dt>获得钻石</dt>
            <dd>{data ? formatDiamond(data.diamonds) : '—'}</dd>
          </div>
        </dl>
        {data?.rules.map((rule) => (
          <p key={rule} className={panelStyles.note}>
            {rule}
          </p>
        ))}
      </section>
      {guest && <InviteLoginFirst text={TIP_INVITE_GUEST} />}
      {guest === false && data && !data.redeemed && <RedeemForm key={offered} initial={offered} />}
      <h2 className={panelStyles.heading}>邀请的好友</h2>
      <InfiniteList
        query={invitees}
        getKey={(item) => item.id}
        renderItem={(item) => (
          <div className={cellStyles.cell}>
            <UserAvatar src={item.avatar} size={32} />
            <span className={cellStyles.cellLabel}>{item.nickname}</span>
            <span className={cellStyles.cellValue}>{formatDate(item.createdAt, 'YYYY-MM-DD')}</span>
          </div>
        )}
        emptyText="还没有邀请好友，去分享邀请吧"
        refreshable={false}
        aria-label="邀请的好友"
      />
    </SubPage>
  );
}
