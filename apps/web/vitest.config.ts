import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A bound on a hang, not a measure: CI runs these beside the browser tests on 2 cores, where
    // a screen test that takes 1 s alone can take several.
    testTimeout: 15_000,
  },
});
