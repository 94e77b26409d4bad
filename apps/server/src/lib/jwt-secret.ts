import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The secret that signs access tokens: JWT_SECRET when set, otherwise one generated on the
 * first start and kept under the data directory, so tokens survive a restart.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  return resolveKeptSecret(configured, dataDir, 'jwt-secret');
}

/**
 * A secret from the configuration, or else one generated on the first start and kept in
 * `dataDir/fileName` (the payment webhook's secret is kept the same way).
 */
export function resolveKeptSecret(configured: string | undefined, dataDir: string, fileName: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, fileName);
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
