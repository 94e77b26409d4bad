export * from './auth.ts';
export * from './points-system.ts';
