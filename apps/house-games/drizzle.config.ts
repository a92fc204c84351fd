import { defineConfig } from 'drizzle-kit';

// The house provider's own schema (`house`), migrated by the service itself at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  schemaFilter: ['house'],
});
