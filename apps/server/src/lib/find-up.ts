import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The nearest folder named `name` above `fromUrl` that holds `marker`: the same lookup works
 * from the TypeScript sources and from the bundled `dist/main.js`.
 */
export function findUp(fromUrl: string, name: string, marker: string): string | undefined {
  let dir = path.dirname(fileURLToPath(fromUrl));
  for (;;) {
    const candidate = path.join(dir, name);
    if (fs.existsSync(path.join(candidate, marker))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
