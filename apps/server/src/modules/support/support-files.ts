import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SupportImageType } from '@crease/game';

const EXTENSION: Record<SupportImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * The images of support conversations on disk, under one folder (SUPPORT_FILES_DIR, by default
 * DATA_DIR/support). Names are random, never the sender's; files are readable by this process
 * only and served only through the authenticated route.
 */
export class SupportFiles {
  constructor(private readonly dir: string) {}

  /** Writes a new file; answers its stored name. */
  async save(bytes: Buffer, type: SupportImageType): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const name = `${crypto.randomBytes(16).toString('hex')}.${EXTENSION[type]}`;
    await fs.writeFile(this.pathOf(name), bytes, { flag: 'wx', mode: 0o600 });
    return name;
  }

  read(name: string): Promise<Buffer> {
    return fs.readFile(this.pathOf(name));
  }

  /** Removes files whose rows were never committed. */
  async remove(names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => fs.rm(this.pathOf(name), { force: true })));
  }

  private pathOf(name: string): string {
    if (!/^[a-f0-9]{32}\.(png|jpg)$/.test(name)) throw new Error(`not a stored support file name: ${name}`);
    return path.join(this.dir, name);
  }
}
