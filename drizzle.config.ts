// drizzle-kit: `npx drizzle-kit generate` writes SQL migrations for the origin's schema (committed).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './origin/db/schema/*.ts',
  out: './origin/db/migrations',
});
