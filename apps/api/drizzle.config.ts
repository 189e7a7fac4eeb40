import { defineConfig } from 'drizzle-kit';

// Used only by `pnpm db:generate`: migrations are generated from the schema and checked in; the
// API applies them itself at start (src/db/migrate.ts), so no database URL is needed here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
