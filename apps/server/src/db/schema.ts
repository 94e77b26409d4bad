// The whole database schema, for drizzle-kit (which writes the migrations from it) and for the
// client's typed queries. Each table is defined in the schema file of the module that owns it;
// only that module's queries use it (the boundary check in .dependency-cruiser.cjs holds to it).

export * from '../modules/auth/auth.schema.ts';
export * from '../modules/mail/mail.schema.ts';
export * from '../modules/matches/matches.schema.ts';
export * from '../modules/players/players.schema.ts';
export * from '../modules/contests/contests.schema.ts';
export * from '../modules/teams/teams.schema.ts';
export * from '../modules/entries/entries.schema.ts';
export * from '../modules/wallet/wallet.schema.ts';
export * from '../modules/scoring/scoring.schema.ts';
export * from '../modules/compliance/compliance.schema.ts';
export * from '../modules/payments/payments.schema.ts';
export * from '../modules/withdrawals/withdrawals.schema.ts';
export * from '../modules/leagues/leagues.schema.ts';
