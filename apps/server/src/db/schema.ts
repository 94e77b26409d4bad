// The whole database schema, for drizzle-kit only (drizzle.config.ts), which writes the migrations
// from it. Nothing in the server imports this file (the boundary check holds to it): each table is
// defined in the schema file of the module that owns it, and only that module's queries use it.

export * from '../modules/auth/auth.schema.ts';
export * from '../modules/mail/mail.schema.ts';
export * from '../modules/matches/matches.schema.ts';
export * from '../modules/players/players.schema.ts';
export * from '../modules/contests/contests.schema.ts';
export * from '../modules/contest-templates/contest-templates.schema.ts';
export * from '../modules/teams/teams.schema.ts';
export * from '../modules/entries/entries.schema.ts';
export * from '../modules/wallet/wallet.schema.ts';
export * from '../modules/scoring/scoring.schema.ts';
export * from '../modules/compliance/compliance.schema.ts';
export * from '../modules/payments/payments.schema.ts';
export * from '../modules/withdrawals/withdrawals.schema.ts';
export * from '../modules/leagues/leagues.schema.ts';
export * from '../modules/audit/audit.schema.ts';
export * from '../modules/support/support.schema.ts';
export * from '../modules/referrals/referrals.schema.ts';
export * from '../modules/notifications/notifications.schema.ts';
