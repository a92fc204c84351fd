import { defineConfig } from 'drizzle-kit';

// Migrations are generated offline from the schema (`npm run db:generate -w apps/server`) and committed;
// the server applies them at start, so no database URL is needed here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
