import { defineConfig } from 'vitest/config';

// One `npm test` runs every package's tests. The server's run against the embedded database
// unless DATABASE_URL points at PostgreSQL (CI runs them again that way, with Redis).
export default defineConfig({
  test: {
    // Two test files at a time, whatever the machine: on 2 cores Vitest's default is one (cores
    // less one), and one file at a time kept a core idle while a test waited on a server, a
    // process or a timer (`npm test` used about one core of two: 17.5 minutes). Each file's
    // servers have databases, Redis prefixes and ports of their own, so files may run together.
    maxWorkers: 2,
    projects: ['./packages/game/vitest.config.ts', './apps/server/vitest.config.ts', './apps/web/vitest.config.ts'],
  },
});
