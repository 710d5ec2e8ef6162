import { availableParallelism } from 'node:os';

/**
 * How many PostgreSQL connections one instance keeps at most when DATABASE_POOL_SIZE is not set: two per core
 * plus two, from 4 up to 10 (1 core: 4, 2 cores: 6, 3 cores: 8, 4 or more: 10).
 *
 * An instance runs its JavaScript on one thread, and a connection is busy only while PostgreSQL works on a
 * statement (milliseconds), so a handful covers the requests in flight; a connection beyond that only queues in
 * PostgreSQL instead of in the pool, and each costs the server a process and counts against `max_connections`
 * once per instance. Two per core because a larger instance is given more traffic and moves rendering and
 * password hashing to other threads, so more requests wait on the database at once; two more for the background
 * jobs that hold one beside the requests (the outbox worker's send and its lease renewal). The floor keeps those
 * jobs from starving requests on the smallest instance; the ceiling is the fixed size of earlier versions.
 * Ten instances of two cores then hold at most 60 connections, within PostgreSQL's default of 100.
 */
export function defaultPoolSize(cores: number = availableParallelism()): number {
  return Math.min(10, Math.max(4, 2 * cores + 2));
}
