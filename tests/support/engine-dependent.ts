/**
 * The API test files that run on PGlite as well when CI runs the whole API project on PostgreSQL
 * (scripts/test-all.ts). They cover what the two engines do differently: the migrations, the server and the
 * admin command starting on the embedded database of `npm start`, the health report naming its engine, and the
 * statements that lock rows (`FOR UPDATE`, `SKIP LOCKED`), whose syntax and effect PGlite implements on its own
 * single connection. Every other file asks nothing of the engine that PostgreSQL does not answer the same way.
 * `tests/docs/engine-dependent.test.ts` fails when a file here no longer exists.
 */
export const ENGINE_DEPENDENT_API_TESTS = [
  'src/server/db/migrate.api.test.ts',
  'src/server/main.api.test.ts',
  'scripts/admin.api.test.ts',
  'src/server/features/health/health.api.test.ts',
  // Row locks: the outbox's claims, referral rewards, discount and reward codes, the comparison's snapshot,
  // the one-time links of Your data, the mailbox limit.
  'src/server/outbox/delivery.api.test.ts',
  'src/server/features/referrals/referrals.api.test.ts',
  'src/server/features/checkout/checkout.api.test.ts',
  'src/server/features/checkout/support-limits.api.test.ts',
  'src/server/features/comparison/comparison.api.test.ts',
  'src/server/features/your-data/your-data.api.test.ts',
] as const;
