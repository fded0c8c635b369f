import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes a new migration into server/db/migrations from the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
