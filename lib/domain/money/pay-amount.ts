// Amounts as payment providers write them: 支付宝 in yuan text ("30.00"), our orders in fen. Exact
// text arithmetic, never a float: 0.1 + 0.2 must not decide whether a payment matches its order.

const YUAN_TEXT = /^(0|[1-9][0-9]{0,8})(?:\.([0-9]{1,2}))?$/;

/** "30", "30.5", "30.00" → 3000, 3050, 3000; anything else (negative, 3 decimals, 1e3) → null. */
export function yuanTextToFen(text: string): number | null {
  const match = YUAN_TEXT.exec(text);
  if (!match) return null;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(cents);
}

/** 3000 → "30.00", as 支付宝's total_amount takes it. */
export function fenToYuanText(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}
