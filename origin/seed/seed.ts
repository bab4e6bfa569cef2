// The deterministic seed: runs on an empty database (origin start) or after a reset (npm run seed -- --reset).
import type { Db } from '../db/client';
import { appConfig } from '../db/schema/platform';
import { users } from '../db/schema/users';
import { truncateAll } from '../db/tables';
import { backfillNameKeys } from '../services/account/name-keys';
import { seedAi } from './seed-ai';
import { seedAiCompanion } from './seed-ai-companion';
import { seedCommunity } from './seed-community';
import { seedLive } from './seed-live';
import { seedMedia } from './seed-media';
import { seedOperators } from './seed-operators';
import { seedPlatform } from './seed-platform';
import { seedRecharge } from './seed-recharge';
import { seedPoints } from './seed-points';
import { seedRedeem } from './seed-redeem';
import { seedShorts } from './seed-shorts';
import { seedUsers } from './seed-users';
import { seedWallets } from './seed-wallets';
import { seedWelfare } from './seed-welfare';

/** True when the database holds no users and no config: a fresh install. */
export async function isEmpty(db: Db): Promise<boolean> {
  const anyUser = await db.select({ id: users.id }).from(users).limit(1);
  const anyConfig = await db.select({ key: appConfig.key }).from(appConfig).limit(1);
  return anyUser.length === 0 && anyConfig.length === 0;
}

/** Seeds when empty (or always, after emptying, with reset); true when it wrote the seed. */
export async function seedDatabase(
  db: Db,
  {
    reset = false,
    onlineTaskSeconds,
    demoOperators = true,
  }: {
    reset?: boolean;
    /** The online task's goal (seed-welfare.ts). */ onlineTaskSeconds?: number;
    /** The console's demo operators; never in production (a known password). */
    demoOperators?: boolean;
  } = {},
): Promise<boolean> {
  if (reset) await truncateAll(db);
  else if (!(await isEmpty(db))) return false;
  await db.transaction(async (tx) => {
    await seedUsers(tx);
    await seedPlatform(tx);
    await seedMedia(tx);
    await seedCommunity(tx);
    await seedShorts(tx);
    await seedWallets(tx);
    await seedAi(tx);
    await seedAiCompanion(tx);
    await seedRedeem(tx);
    await seedPoints(tx);
    await seedRecharge(tx);
    await seedWelfare(tx, { onlineTaskSeconds });
    await seedLive(tx);
    if (demoOperators) await seedOperators(tx);
    // The seeded names hold their look-alike keys like any chosen name.
    await backfillNameKeys(tx);
  });
  return true;
}
