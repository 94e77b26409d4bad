import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: [
      'src/**/*.test.ts',
      'test/*.test.ts',
      // What needs a real Redis server runs when one is configured (CI's second run).
      ...(process.env.REDIS_URL ? ['test/redis/*.test.ts'] : []),
    ],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
