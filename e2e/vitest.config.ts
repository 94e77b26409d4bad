import { defineConfig } from 'vitest/config';

// Browser tests: the built server and web app in a real Chromium. One file at a time, so the
// two cores of a CI machine are not shared between several browsers.
export default defineConfig({
  test: {
    name: 'browser',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
