// How the 兑换码 section shows a batch's times and state.
import type { RedeemBatchRow } from '@/lib/protocol/shapes/admin/finance';

/** An ISO instant in Beijing time, the operators' clock; null is `none`. */
export const beijing = (iso: string | null, none = '永久有效') =>
  iso ? new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false }) : none;

export const batchState = (b: RedeemBatchRow) => (b.disabledAt ? '已停用' : '有效');
