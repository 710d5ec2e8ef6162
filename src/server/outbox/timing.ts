/**
 * How long a claim holds and how soon a refused message is tried again (OUTBOX_LEASE_SECONDS and
 * OUTBOX_FIRST_RETRY_SECONDS; the load scenarios shorten both to prove take-overs and retries in seconds).
 *
 * A claim is a lease: a row still 'sending' `leaseSeconds` after its last renewal was abandoned (the instance was
 * killed or lost its database) and any worker takes it again. A worker renews the leases it holds four times per
 * lease while it renders and sends (rendering runs in a worker thread, so the renewal is never starved), so four
 * renewals would have to be missed in a row before a live worker lost a row; and even then the check right before
 * the provider call keeps it from being sent twice. With the default 20 s and the worker's 2 s interval, a killed
 * instance's rows are taken again within about 22 s (decision 035).
 */
export type OutboxTiming = { leaseSeconds: number; firstRetrySeconds: number };
export const DEFAULT_OUTBOX_TIMING: OutboxTiming = { leaseSeconds: 20, firstRetrySeconds: 30 };
