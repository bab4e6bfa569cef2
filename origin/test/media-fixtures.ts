// Videos and wallets of the seed that the media tests pick from (origin/seed/seed-media.ts).
import { seedCatalogue } from '../seed/seed-media';
import { demoActivity, SEED_WALLETS } from '../seed/seed-wallets';

export const catalogue = seedCatalogue();
export const demo = demoActivity();
export const FREE = catalogue.videos.find((v) => v.access === 'free')!;
export const VIP = catalogue.videos.find((v) => v.access === 'vip')!;
/** A paid video nobody has bought, outside any collection (so only buying it unlocks it). */
export const PAID = catalogue.videos.find(
  (v) => v.access === 'paid' && v.id !== demo.bought.id && v.collectionId === null,
)!;
/** A seeded user's diamonds before any test spends them. */
export const walletOf = (userId: number) => SEED_WALLETS.find((w) => w.userId === userId)!.diamonds;
