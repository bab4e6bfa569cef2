// The origin with the demo catalogue: an empty database is seeded before the server listens
// (npm start, npm run origin, the e2e stack). Run with `tsx origin/seed/serve-demo.ts`.
import { runOrigin } from '../serve';
import { seedDatabase } from './seed';
import { seedOnlineTaskSeconds } from './seed-welfare';

await runOrigin(async (db, logger) => {
  const onlineTaskSeconds = seedOnlineTaskSeconds(process.env);
  if (await seedDatabase(db, { onlineTaskSeconds })) logger.info('empty database seeded');
});
