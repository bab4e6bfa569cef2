'use client';
// One queue item: the content as reported (pictures over the IMAGE line), its author's history
// (posts, items decided against them, bans), the reports, and the decisions: 通过, 驳回 or 删除
// with a reason (the author is told), and 封禁作者 for 1/7/30 days or for good.
import { useState } from 'react';

import { AdminCallError } from '@/lib/api/admin/admin-client';
import { useCommunityChange } from '@/lib/api/admin/use-community';
import { CASE_SOURCE_LABELS, CASE_STATUS_LABELS } from '@/lib/domain/admin/moderation';
import type { BanDays } from '@/lib/domain/community/bans';
import { REPORT_REASON_LABELS } from '@/lib/domain/community/reports';
import type { CaseItem } from '@/lib/protocol/shapes/admin/community';

import styles from '../admin.module.css';
import mine from '../feedback/feedback.module.css';
import { AdminImage } from '../home/admin-image';
import own from '../platform/platform.module.css';
import { BAN_CHOICES, banSpan, targetText, when } from './community-text';

type Props = {
  item: CaseItem;
  imageLine: string;
  onChanged: (item: CaseItem) => void;
  onClose: () => void;
};

function AuthorHistory({ author }: { author: CaseItem['author'] }) {
  return (
    <>
      <h3>作者</h3>
      <p className={styles.muted}>
        {author.name}（编号 {author.id}）· 发帖 {author.posts} · 被驳回或删除 {author.rejections} 次
        · 封禁 {author.bans.length} 次
        {author.banned ? ` · 封禁中（${banSpan(author.banned)}）` : ''}
      </p>
      {author.bans.length > 0 ? (
        <ul>
          {author.bans.map((b) => (
            <li key={b.id}>
              {banSpan(b)}：{b.reason}
              {b.liftedAt ? `（已于 ${when(b.liftedAt)} 解除）` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function BanForm({ userId, onTip }: { userId: number; onTip: (tip: string) => void }) {
  const ban = useCommunityChange('community/ban');
  const [days, setDays] = useState<BanDays>(7);
  const [reason, setReason] = useState('');
  const send = async () => {
    onTip('');
    try {
      const done = await ban.mutateAsync({ userId, days, reason });
      onTip(`已封禁，结束了 ${done.sessionsEnded} 个登录会话`);
    } catch (e) {
      onTip(e instanceof AdminCallError ? e.tip : '操作失败，请重试');
    }
  };
  return (
    <div className={own.toolbar}>
      <label className={styles.field}>
        封禁时长
        <select
          className={styles.input}
          value={days}
          onChange={(e) => setDays(Number(e.target.value) as BanDays)}
        >
          {BAN_CHOICES.map((c) => (
            <option key={c.days} value={c.days}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        封禁原因
        <input
          className={styles.input}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <button type="button" className={styles.button} disabled={ban.isPending} onClick={send}>
        封禁作者
      </button>
    </div>
  );
}

function CaseContent({ item, imageLine }: { item: CaseItem; imageLine: string }) {
  return (
    <>
      <h2>
        {targetText(item)}（{CASE_SOURCE_LABELS[item.source]} · {CASE_STATUS_LABELS[item.status]}）
      </h2>
      <p className={styles.muted}>
        {when(item.openedAt)} 进入队列{item.exists ? '' : ' · 内容已不存在'}
        {item.autoReason ? ` · ${item.autoReason}` : ''}
        {item.decisionReason ? ` · 处理原因：${item.decisionReason}` : ''}
      </p>
      <p className={mine.quote} data-testid="case-content">
        {item.content || '（无文字）'}
      </p>
      {item.images.length > 0 ? (
        <div className={mine.pictures}>
          {item.images.map((path, i) => (
            <AdminImage
              key={path}
              line={imageLine}
              path={path}
              alt={`图片${i + 1}`}
              className={mine.picture}
            />
          ))}
        </div>
      ) : null}
      <AuthorHistory author={item.author} />
      {item.reports.length > 0 ? (
        <>
          <h3>举报（{item.reports.length}）</h3>
          <ul>
            {item.reports.map((r) => (
              <li key={r.reporterId}>
                {r.reporterName}：{REPORT_REASON_LABELS[r.reason]}
                {r.detail ? `，${r.detail}` : ''}（{when(r.createdAt)}）
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

export function CaseDetail({ item, imageLine, onChanged, onClose }: Props) {
  const approve = useCommunityChange('community/approve');
  const reject = useCommunityChange('community/reject');
  const remove = useCommunityChange('community/remove');
  const [reason, setReason] = useState('');
  const [tip, setTip] = useState('');
  const run = async (change: () => Promise<{ item: CaseItem }>) => {
    setTip('');
    try {
      onChanged((await change()).item);
    } catch (e) {
      setTip(e instanceof AdminCallError ? e.tip : '操作失败，请重试');
    }
  };
  const open = item.status === 'open';
  const content = item.kind !== 'up';
  const busy = approve.isPending || reject.isPending || remove.isPending;
  return (
    <section className={mine.detail} aria-label={`审核条目${item.id}`}>
      <CaseContent item={item} imageLine={imageLine} />
      {open && content ? (
        <label className={styles.field}>
          驳回或删除的原因（作者会在“消息 · 系统通知”中看到）
          <input
            className={styles.input}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
      ) : null}
      {tip ? (
        <p className={styles.error} role="alert">
          {tip}
        </p>
      ) : null}
      <div className={own.actions}>
        {open ? (
          <button
            type="button"
            className={styles.button}
            disabled={busy}
            onClick={() => void run(() => approve.mutateAsync({ id: item.id }))}
          >
            通过
          </button>
        ) : null}
        {open && content ? (
          <>
            <button
              type="button"
              className={styles.button}
              disabled={busy}
              onClick={() => void run(() => reject.mutateAsync({ id: item.id, reason }))}
            >
              驳回
            </button>
            <button
              type="button"
              className={`${styles.button} ${styles.ghost}`}
              disabled={busy}
              onClick={() => void run(() => remove.mutateAsync({ id: item.id, reason }))}
            >
              删除
            </button>
          </>
        ) : null}
        <button type="button" className={`${styles.button} ${styles.ghost}`} onClick={onClose}>
          收起
        </button>
      </div>
      <BanForm userId={item.author.id} onTip={setTip} />
    </section>
  );
}
