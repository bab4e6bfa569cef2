// What a scanned QR is: our credentials card (logs this device into the account), a login QR
// shown by a new device (this signed-in device confirms it), or something else.
export const CARD_PREFIX = 'yingshi-account:';
export const QR_LOGIN_PREFIX = 'yingshi-qrlogin:';

export type ScannedCode =
  { kind: 'card'; text: string } | { kind: 'login'; text: string } | { kind: 'unknown' };

export function classifyScan(raw: string): ScannedCode {
  const text = raw.trim();
  if (text.startsWith(CARD_PREFIX) && text.length > CARD_PREFIX.length)
    return { kind: 'card', text };
  if (text.startsWith(QR_LOGIN_PREFIX) && text.length > QR_LOGIN_PREFIX.length)
    return { kind: 'login', text };
  return { kind: 'unknown' };
}
