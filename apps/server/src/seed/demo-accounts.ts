import type { AuthService } from '../modules/auth/auth.service.ts';

/** The accounts a demo prints at start, so anyone can sign in at once. */
export const DEMO_ADMIN = { name: 'Demo Admin', email: 'admin@crease.demo', password: 'crease-admin-11' } as const;
export const DEMO_PLAYER = { name: 'Demo Player', email: 'player@crease.demo', password: 'crease-player-11' } as const;

/**
 * Seeds the demo into an empty database only: a restart never resets what people changed.
 * With ADMIN_EMAIL set, that account is the admin and no demo admin is made. Answers whether
 * the database was new (the demo's played match is seeded only then).
 */
export async function seedDemo(auth: AuthService, options: { adminConfigured: boolean }): Promise<boolean> {
  const accounts = await auth.countAccounts();
  const onlyConfiguredAdmin = options.adminConfigured && accounts === 1;
  if (accounts > 0 && !onlyConfiguredAdmin) return false;
  await auth.ensureAccount({ ...DEMO_PLAYER, role: 'ROLE_USER' });
  if (!options.adminConfigured) await auth.ensureAccount({ ...DEMO_ADMIN, role: 'ROLE_ADMIN' });
  return true;
}

/** The demo logins that exist in this database, to print at start. */
export async function demoLogins(auth: AuthService): Promise<string[]> {
  const lines: string[] = [];
  if (await auth.findAccount(DEMO_ADMIN.email)) lines.push(`Demo admin:  ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
  if (await auth.findAccount(DEMO_PLAYER.email)) lines.push(`Demo player: ${DEMO_PLAYER.email} / ${DEMO_PLAYER.password}`);
  return lines;
}
