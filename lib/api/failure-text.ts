// The text a failed action shows (§8): the server's tip when it sent one, else the action's own
// fallback (登录失败, 兑换失败…). Beside the envelope because every area's screens use it.
import { TIPS } from '@/lib/protocol/codes';

import { isApiError } from './envelope';

const HAN = /\p{Script=Han}/u;

export function failureText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const tip = error.tip.trim();
  // The client's own stand-in for "no tip came" is not the server's message.
  if (tip === '' || tip === TIPS.badResponse || !HAN.test(tip)) return fallback;
  return tip;
}
