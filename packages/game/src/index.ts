export * from './roles.ts';
export * from './auth-schemas.ts';
export * from './points-system.ts';
export * from './money.ts';
export * from './catalogue.ts';
export * from './catalogue-schemas.ts';
export * from './team-rules.ts';
