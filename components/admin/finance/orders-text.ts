// How the 订单与退款 section shows an order's fields: status and way to pay in Chinese, amounts in
// yuan, times in Shanghai time.
import { formatYuan, payTypeRule } from '@/lib/domain/money/recharge';

const STATUS_TEXT: Record<string, string> = { pending: '待支付', paid: '已支付', closed: '已关闭' };

export const statusText = (status: string) => STATUS_TEXT[status] ?? status;
export const payTypeText = (code: string) => payTypeRule(code)?.name ?? code;
export const yuan = (fen: number) => formatYuan(fen);

export function timeText(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });
}

/** A datetime-local input's value as ms since the epoch; undefined when empty or unreadable. */
export function inputMs(value: string): number | undefined {
  if (!value) return undefined;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? ms : undefined;
}
