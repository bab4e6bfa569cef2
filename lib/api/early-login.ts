// The answer of the guest login the head script sent before the app's code loaded
// (lib/shell/early-boot), handed to the API client for the bootstrap's own login call. Taken
// once, and only for the very request the bootstrap makes (path, body and X-User-Agent alike):
// anything else, or a second call, goes out on its own.
import { EARLY_LOGIN_GLOBAL, type EarlyLogin } from '@/lib/shell/early-boot';

type EarlyWindow = { [EARLY_LOGIN_GLOBAL]?: EarlyLogin | null };

export function takeEarlyResponse(
  path: string,
  body: string,
  xUserAgent: string,
  win: EarlyWindow | undefined = typeof window === 'undefined'
    ? undefined
    : (window as EarlyWindow),
): Promise<Response> | null {
  const early = win?.[EARLY_LOGIN_GLOBAL];
  if (!win || !early || early.path !== path) return null;
  win[EARLY_LOGIN_GLOBAL] = null;
  return early.body === body && early.xUserAgent === xUserAgent ? early.response : null;
}
