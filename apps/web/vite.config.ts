import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress-plugin.ts';

const server = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    // The manifest lets scripts/report-size.mjs find the entry chunk and its static imports.
    manifest: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': server,
      '/healthz': server,
      '/ws': { target: server, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': server,
      '/healthz': server,
      '/ws': { target: server, ws: true },
    },
  },
});
