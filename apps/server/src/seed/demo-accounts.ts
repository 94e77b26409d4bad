import type { AuthService } from '../modules/auth/auth.service.ts';

/** The accounts a demo prints at start, so anyone can sign in at once. */
export const DEMO_ADMIN = { name: 'Demo Admin', email: 'admin@crease.demo', password: 'crease-admin-11' } as const;
export const DEMO_PLAYER = { name: 'Demo Player', email: 'player@crease.demo', password: 'crease-player-11' } as const;

export async function seedDemoAccounts(auth: AuthService, options: { adminConfigured: boolean }) {
  const player = await auth.ensureAccount({ ...DEMO_PLAYER, role: 'ROLE_USER' });
  // With ADMIN_EMAIL set, that account is the admin; the demo admin is only for a bare demo.
  const admin = options.adminConfigured ? undefined : await auth.ensureAccount({ ...DEMO_ADMIN, role: 'ROLE_ADMIN' });
  return { player, admin };
}
