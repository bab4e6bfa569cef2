// 钻石/金币明细 (docs/money-api.md "Ledger"): what each wallet_ledger reason reads as, and how a
// row's amount and balance show. The origin writes the rows; the 明细 screen reads them through
// these, so a new reason must be named here before it compiles.
import { formatDiamond, formatGold } from '../platform/format';

/** Every reason a wallet change is written with (origin/db/schema/wallet.ts documents each). */
export const LEDGER_REASONS = [
  'seed',
  'video',
  'collection',
  'post',
  'merge',
  'invite',
  'ai',
  'ai_refund',
  'ai_video',
  'ai_video_refund',
  'ai_image',
  'ai_image_refund',
  'ai_novel',
  'ai_novel_refund',
  'ai_companion',
  'redeem',
  'task',
  'recharge',
  'recharge_gold',
  'points',
  'closure',
  'refund',
  'grant',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

export const CURRENCIES = ['diamonds', 'gold'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** A Record over the union: a reason added above without its label fails to compile. */
export const LEDGER_REASON_TEXT: Readonly<Record<LedgerReason, string>> = {
  seed: '系统赠送',
  video: '购买影片',
  collection: '购买合集',
  post: '购买帖子',
  merge: '游客合并',
  invite: '邀请奖励',
  ai: 'AI换脸',
  ai_refund: 'AI换脸退款',
  ai_video: '图生视频',
  ai_video_refund: '图生视频退款',
  ai_image: '文生图',
  ai_image_refund: '文生图退款',
  ai_novel: 'AI小说',
  ai_novel_refund: 'AI小说退款',
  ai_companion: 'AI女友积分',
  redeem: '兑换码',
  task: '任务奖励',
  recharge: '充值',
  recharge_gold: '金币支付',
  points: '积分兑换',
  closure: '注销作废',
  refund: '订单退款',
  grant: '运营补发',
};

/** The label of a reason; a reason this build does not know (a newer origin) reads 其他. */
export function ledgerReasonText(reason: string): string {
  return (LEDGER_REASON_TEXT as Record<string, string>)[reason] ?? '其他';
}

const UNIT: Record<Currency, string> = { diamonds: '钻石', gold: '金币' };

/** A balance in §5 units as the app shows it: 12钻石 (tenths), 1.50金币 (cents). */
export function walletAmountText(currency: Currency, amount: number): string {
  const shown = currency === 'gold' ? formatGold(amount) : formatDiamond(amount);
  return `${shown}${UNIT[currency]}`;
}

/** A signed change: +2钻石, -10钻石, -30金币 (0 reads +0). */
export function ledgerAmountText(currency: Currency, amount: number): string {
  return `${amount < 0 ? '' : '+'}${walletAmountText(currency, amount)}`;
}

/** The 明细 screen's tabs: every currency, or one (the call's `currency` filter, absent for all). */
export const LEDGER_FILTERS = [
  { key: 'all', label: '全部', currency: undefined },
  { key: 'diamonds', label: '钻石', currency: 'diamonds' },
  { key: 'gold', label: '金币', currency: 'gold' },
] as const satisfies readonly { key: string; label: string; currency: Currency | undefined }[];
export type LedgerFilterKey = (typeof LEDGER_FILTERS)[number]['key'];

/** What the 明细 says with no rows, per tab. */
export function ledgerEmptyText(key: LedgerFilterKey): string {
  if (key === 'diamonds') return '暂无钻石明细';
  if (key === 'gold') return '暂无金币明细';
  return '暂无明细，充值、购买或领取奖励后会在这里显示';
}

export const LEDGER_SUBJECT_MAX = 20;

/** A post has no title: its text's first line, cut to LEDGER_SUBJECT_MAX characters with …. */
export function ledgerSubject(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length > LEDGER_SUBJECT_MAX
    ? `${chars.slice(0, LEDGER_SUBJECT_MAX).join('')}…`
    : line;
}
