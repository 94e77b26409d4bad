import { defineConfig } from 'vitest/config';

// One `npm test` runs every package's tests. The server's run against the embedded database
// unless DATABASE_URL points at PostgreSQL (CI runs them again that way, with Redis).
export default defineConfig({
  test: {
    projects: ['./packages/game/vitest.config.ts', './apps/server/vitest.config.ts', './apps/web/vitest.config.ts'],
  },
});
