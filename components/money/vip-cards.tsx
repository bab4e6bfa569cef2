'use client';
// 会员卡 on /mine/vip (card/list; docs/decisions/0035-points-exchange-and-card-list.md "card/list: the
// membership cards"): a card per VIP tier with the caller's standing in it, what it gives and the
// cheapest package of it.
import { useQuery } from '@tanstack/react-query';

import { membershipCardsQuery, type MembershipCard } from '@/lib/api/welfare/points';
import { formatYuan } from '@/lib/domain/money/recharge';
import { expiryDay, isVipActive } from '@/lib/domain/money/vip';

import styles from './vip-cards.module.css';

function standing(card: MembershipCard): string {
  const day = expiryDay(card.vip.vipExpire);
  if (isVipActive(card.vip)) return `有效期至 ${day}`;
  return day ? `已于 ${day} 到期` : '未开通';
}

function Card({ card }: { card: MembershipCard }) {
  const active = isVipActive(card.vip);
  return (
    <li className={styles.card} data-tier={card.tier} data-active={active} aria-label={card.name}>
      <div className={styles.head}>
        <strong>{card.name}</strong>
        {card.fromPrice !== null && (
          <span className={styles.price}>{formatYuan(card.fromPrice)}起</span>
        )}
      </div>
      <span className={styles.standing}>{standing(card)}</span>
      <ul className={styles.rights}>
        {card.rights.map((right) => (
          <li key={right}>{right}</li>
        ))}
      </ul>
    </li>
  );
}

export function VipCards() {
  const { data, isError } = useQuery(membershipCardsQuery());
  // The cashier below still sells every tier: a failed read leaves the cards out, nothing more.
  if (isError || !data) return null;
  return (
    <section className={styles.section} aria-labelledby="vip-cards-title">
      <h2 id="vip-cards-title" className={styles.title}>
        会员卡
      </h2>
      <ul className={styles.list} aria-label="会员卡">
        {data.list.map((card) => (
          <Card key={card.tier} card={card} />
        ))}
      </ul>
    </section>
  );
}
