// Seed wallets and a little history for the demo users: diamonds for each (one with too few to
// buy anything), and for `demo` one bought video, favourites, a like and resume positions.
// Every balance equals the sum of its ledger rows, as it would after real use.
import type { Db } from '../db/client';
import { favourites, videoLikes, watchHistory } from '../db/schema/media';
import { purchases, walletLedger, wallets } from '../db/schema/wallet';
import { PAID_PRICES, seedCatalogue, SEED_MEDIA_CLOCK } from './seed-media';

/** Final balances (diamond tenths: 5000 shows as 500 diamonds; gold in cents). */
export const SEED_WALLETS: readonly { userId: number; diamonds: number; gold: number }[] = [
  { userId: 1001, diamonds: 100, gold: 0 },
  { userId: 1002, diamonds: 5000, gold: 12345 },
  { userId: 1003, diamonds: 2000, gold: 0 },
  { userId: 1004, diamonds: 20000, gold: 50000 },
  // Less than the cheapest paid video: the 4010 path of the paywall.
  { userId: 1005, diamonds: Math.min(...PAID_PRICES) - 20, gold: 0 },
  { userId: 1006, diamonds: 1000, gold: 0 },
];

export const DEMO_USER_ID = 1002;

/** What the demo account has done already (video ids from the seed catalogue). */
export function demoActivity() {
  const all = seedCatalogue().videos;
  const bought = all.find((v) => v.access === 'paid')!;
  const free = all.filter((v) => v.access === 'free');
  return {
    bought,
    favourites: [free[1]!.id, free[2]!.id],
    liked: free[1]!.id,
    // Resume positions, seconds; the newest first in trackList.
    history: [
      { videoId: free[1]!.id, position: 8, minutesAgo: 30 },
      { videoId: free[3]!.id, position: 15, minutesAgo: 90 },
      { videoId: bought.id, position: 3, minutesAgo: 600 },
    ],
  };
}

export async function seedWallets(db: Db): Promise<void> {
  const at = SEED_MEDIA_CLOCK;
  const demo = demoActivity();
  await db.insert(wallets).values([...SEED_WALLETS]);
  const ledger: (typeof walletLedger.$inferInsert)[] = [];
  for (const w of SEED_WALLETS) {
    const spent = w.userId === DEMO_USER_ID ? demo.bought.price : 0;
    const granted = w.diamonds + spent;
    if (granted > 0) {
      ledger.push({
        userId: w.userId,
        currency: 'diamonds',
        amount: granted,
        balanceAfter: granted,
        reason: 'seed',
        createdAt: at,
      });
    }
    if (w.gold > 0) {
      ledger.push({
        userId: w.userId,
        currency: 'gold',
        amount: w.gold,
        balanceAfter: w.gold,
        reason: 'seed',
        createdAt: at,
      });
    }
    if (spent > 0) {
      ledger.push({
        userId: w.userId,
        currency: 'diamonds',
        amount: -spent,
        balanceAfter: w.diamonds,
        reason: 'video',
        refId: demo.bought.id,
        createdAt: at,
      });
    }
  }
  await db.insert(walletLedger).values(ledger);
  await db.insert(purchases).values({
    userId: DEMO_USER_ID,
    videoId: demo.bought.id,
    price: demo.bought.price,
    createdAt: at,
  });
  await db
    .insert(favourites)
    .values(demo.favourites.map((videoId) => ({ userId: DEMO_USER_ID, videoId, createdAt: at })));
  // The seeded like count already includes this one (counts are totals, rows are who).
  await db.insert(videoLikes).values({ userId: DEMO_USER_ID, videoId: demo.liked, createdAt: at });
  await db.insert(watchHistory).values(
    demo.history.map((h) => ({
      userId: DEMO_USER_ID,
      videoId: h.videoId,
      position: h.position,
      watchedAt: new Date(at.getTime() - h.minutesAgo * 60_000),
    })),
  );
}
