// The origin as deployed: no demo data (`tsx origin/main.ts`). npm start runs the seeded demo
// entry instead (origin/seed/serve-demo.ts).
import { runOrigin } from './serve';

await runOrigin();
