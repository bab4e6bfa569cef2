// A POST that outlives the page: fetch with `keepalive`, for what must leave on pagehide or a
// closed tab (the last online-time report, the watch position). Not sendBeacon: a beacon cannot
// carry the Authorization header, and the BFF signs every call for the token it is given, so a
// token in the body or the URL would be a second way in. A keepalive fetch keeps the headers.
import type { CallInput, CallName, CallOf } from '@/lib/protocol/call-table';
import { parseEnvelope, type Envelope } from '@/lib/protocol/envelope';

import { API_PREFIX, requestHeaders } from './request-headers';
import { currentToken, currentXUserAgent } from './session-guard';

type PostName = { [N in CallName]: CallOf<N>['method'] extends 'POST' ? N : never }[CallName];

/**
 * Sends the call at once (fetch is called before this returns, so it works inside a pagehide
 * listener) and resolves with the answer's envelope, or null when none came (offline, the page
 * gone first). Never rejects. Without a token nothing is sent: the call would act for nobody.
 */
export function postKeepalive<N extends PostName>(
  name: N,
  input: CallInput<N>,
): Promise<Envelope<unknown> | null> {
  const token = currentToken();
  if (token === null || token === '') return Promise.resolve(null);
  let sent: Promise<Response>;
  try {
    sent = fetch(`${API_PREFIX}/${name}`, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: {
        ...requestHeaders(token, currentXUserAgent()),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(input),
    });
  } catch {
    // A browser past its keepalive quota (64 KB in flight) throws at once.
    return Promise.resolve(null);
  }
  return sent.then(
    async (response) => parseEnvelope(await response.text(), response.status),
    () => null,
  );
}
