// What the 社区 screens print: times, a ban's span, and the one-line summary of a queue item.
import { BAN_DAYS_LABELS } from '@/lib/domain/community/bans';
import { REPORT_REASON_LABELS, REPORT_TARGET_LABELS } from '@/lib/domain/community/reports';
import type { BanItem, CaseItem } from '@/lib/protocol/shapes/admin/community';

export const when = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

export const banSpan = (b: BanItem) =>
  b.endsAt ? `${when(b.startsAt)} 至 ${when(b.endsAt)}` : `${when(b.startsAt)} 起永久`;

export const targetText = (c: CaseItem) => `${REPORT_TARGET_LABELS[c.kind]} ${c.targetId}`;

/** The reasons reporters gave, most frequent first: 垃圾广告×3、辱骂攻击. */
export function reasonsText(c: CaseItem): string {
  const counts = new Map<string, number>();
  for (const r of c.reports)
    counts.set(
      REPORT_REASON_LABELS[r.reason],
      (counts.get(REPORT_REASON_LABELS[r.reason]) ?? 0) + 1,
    );
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([label, n]) => (n > 1 ? `${label}×${n}` : label))
    .join('、');
}

export const BAN_CHOICES = Object.entries(BAN_DAYS_LABELS).map(([days, label]) => ({
  days: Number(days) as keyof typeof BAN_DAYS_LABELS,
  label,
}));
