// `npm run dev`: the server with reload on change (port 8080) and Vite's dev server with hot
// reload (port 5173, proxying /api and /ws to the server). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch-path=apps/server/src', '--watch-path=packages/game/src', '--import', 'tsx', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { DEMO: 'on', NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:5173', ...process.env },
  }),
  spawn(process.execPath, ['../../node_modules/vite/bin/vite.js'], { cwd: 'apps/web', stdio: 'inherit', env: process.env }),
];

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
