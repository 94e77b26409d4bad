// The fantasy points engine: deliveries in Cricsheet's shape → per-innings stat lines → points
// by POINTS.md's tables, live and incrementally. Only scoring-schemas.ts uses zod.

export * from './deliveries.ts';
export * from './stat-line.ts';
export * from './fantasy-points.ts';
export * from './match-scoring.ts';
export * from './scoring-schemas.ts';
export * from './cricsheet-feed.ts';
