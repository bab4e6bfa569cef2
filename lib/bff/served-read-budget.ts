import 'server-only';

import { clientIp } from './client-headers';
import { getBffConfig } from './env';

// How many page loads a minute (BFF_SERVED_READS_PER_MINUTE, 60) one visitor's address may have
// the web server read a player's poster for (the reads keyed by the link's id: /play/longVideo, /liveTv/livePlay). Each such
// read is a call of the web server's own identity, which every visitor's pages share
// (RATE_LIMIT_SERVICE_PER_MINUTE at the origin): without a budget per address, one client
// opening made-up ids could use that up for everyone. Past it, the page loads as it does without
// a served poster (the player fetches its cover itself). Per process, in memory: a balancer's
// instances each keep their own.

const WINDOW_MS = 60_000;
/** Addresses tracked at most; beyond, finished windows are dropped, then the oldest. */
const MAX_ADDRESSES = 10_000;

type Window = { start: number; count: number };

export function createReadBudget(limit: number, maxAddresses = MAX_ADDRESSES) {
  const windows = new Map<string, Window>();

  function prune(now: number) {
    for (const [key, w] of windows) if (now - w.start >= WINDOW_MS) windows.delete(key);
    // Still full (many addresses in one minute): the oldest go first, in insertion order.
    for (const key of windows.keys()) {
      if (windows.size < maxAddresses) break;
      windows.delete(key);
    }
  }

  /**
   * Counts one read for `address` (null: unknown, counted together) and says if it may go;
   * `max` overrides the budget's limit (the configuration's, read per request).
   */
  function take(address: string | null, now: number, max = limit): boolean {
    const key = address ?? 'unknown';
    let w = windows.get(key);
    if (!w || now - w.start >= WINDOW_MS) {
      if (!w && windows.size >= maxAddresses) prune(now);
      windows.delete(key);
      w = { start: now, count: 0 };
      windows.set(key, w);
    }
    w.count += 1;
    return w.count <= max;
  }

  return { take, size: () => windows.size };
}

const budget = createReadBudget(0);

/** Whether this page request's visitor may have a poster read for it now (and counts it). */
export async function mayReadPoster(headers: Headers, now = Date.now()): Promise<boolean> {
  const config = await getBffConfig();
  const address = clientIp(headers, config.trustedProxyHops);
  return budget.take(address, now, config.servedReadsPerMinute);
}
