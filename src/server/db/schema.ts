// Every table, for Drizzle's typed queries and drizzle-kit. Tables live in schema/<domain>.ts.
export * from './schema/admins.ts';
export * from './schema/analytics.ts';
export * from './schema/assessments.ts';
export * from './schema/comparison.ts';
export * from './schema/email.ts';
export * from './schema/health.ts';
export * from './schema/keys.ts';
export * from './schema/limits.ts';
export * from './schema/orders.ts';
export * from './schema/outbox.ts';
export * from './schema/privacy.ts';
export * from './schema/referrals.ts';
