// Headers every browser call carries (spec §7, ARCHITECTURE "Browser → BFF"). The BFF adds
// x-api-key and encryption; the browser never holds those keys.
import { buildXUserAgent, detectClient, type ClientInfo } from '@/lib/domain/platform/user-agent';

/** Where the browser's calls go: the BFF, same origin. */
export const API_PREFIX = '/api/app';

/**
 * iPadOS 13+ Safari claims to be a Mac; a Mac with a multi-touch screen is an iPad
 * (user-agent.ts leaves this check to the caller because it needs navigator).
 */
export function clientInfoFor(userAgent: string, maxTouchPoints: number): ClientInfo {
  const info = detectClient(userAgent);
  if (info.deviceType === 'pc' && /Macintosh/.test(userAgent) && maxTouchPoints > 1) {
    return { ...info, deviceType: 'pad', systemType: 'h5_ios' };
  }
  return info;
}

export function xUserAgentFor(userAgent: string, maxTouchPoints: number, isLight: boolean): string {
  return buildXUserAgent(clientInfoFor(userAgent, maxTouchPoints), isLight);
}

/** No token, no Authorization header: an empty one would read as "a token that is blank". */
export function requestHeaders(token: string | null, xUserAgent: string): Record<string, string> {
  const headers: Record<string, string> = { 'X-User-Agent': xUserAgent };
  if (token !== null && token !== '') headers.Authorization = token;
  return headers;
}
