// The origin with the demo catalogue: an empty database is seeded before the server listens
// (npm start, npm run origin, the e2e stack). Run with `tsx origin/seed/serve-demo.ts`.
import { runOrigin } from '../serve';
import { seedDatabase } from './seed';
import { seedOnlineTaskSeconds } from './seed-welfare';

await runOrigin(async (db, logger) => {
  const onlineTaskSeconds = seedOnlineTaskSeconds(process.env);
  // A production origin gets the demo catalogue but no operator with a known password: the
  // first is made with `npm run operator -- create NAME --role owner` (docs/admin-api.md).
  const demoOperators = process.env.NODE_ENV !== 'production';
  if (await seedDatabase(db, { onlineTaskSeconds, demoOperators })) {
    logger.info(demoOperators ? 'empty database seeded' : 'empty database seeded, no operator');
  }
});
