import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @kampa/api` writes a new SQL migration from src/db/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
