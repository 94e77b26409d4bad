import { defineConfig } from 'vitest/config';

// One `npm test` runs every project. The server project runs against the embedded database
// unless DATABASE_URL points at PostgreSQL (CI runs it again that way).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'game',
          root: './packages/game',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
