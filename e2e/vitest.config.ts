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
    // Bounds on a hang: CI runs these beside the server suite on PostgreSQL, on 2 cores.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll gives up after 1 s by default: a page that renders later under load is not a
    // failure. It still answers as soon as what it waits for is true.
    expect: { poll: { timeout: 15_000 } },
  },
});
