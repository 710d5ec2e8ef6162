import { z } from 'zod';

export const SERVICE_STATUSES = ['up', 'degraded', 'down'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
const OVERALL_STATUSES = ['healthy', 'degraded', 'unhealthy'] as const;
export type OverallStatus = (typeof OVERALL_STATUSES)[number];
export const HEALTH_SERVICES = ['database', 'email', 'server', 'logging'] as const;
export type HealthService = (typeof HEALTH_SERVICES)[number];

const serviceHealthSchema = z.object({
  status: z.enum(SERVICE_STATUSES),
  responseTime: z.number(),
  lastChecked: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

const notificationSummarySchema = z.object({
  sent: z.boolean(),
  count: z.number().int(),
  recipient: z.string().nullable(),
});

export const healthReportSchema = z.object({
  status: z.enum(OVERALL_STATUSES),
  version: z.string(),
  environment: z.string(),
  uptime: z.number(),
  timestamp: z.string(),
  services: z.record(z.enum(HEALTH_SERVICES), serviceHealthSchema),
  notifications: notificationSummarySchema,
});
export type HealthReport = z.infer<typeof healthReportSchema>;

export const scheduledHealthReportSchema = healthReportSchema.extend({
  notificationsSent: z.number().int(),
  adminNotifications: notificationSummarySchema,
});
export type ScheduledHealthReport = z.infer<typeof scheduledHealthReportSchema>;

export const scheduledHealthQuerySchema = z.object({ notify: z.stringbool().default(false) });

/** Any service down makes the whole unhealthy; any degraded makes it degraded. */
export function overallStatus(statuses: readonly ServiceStatus[]): OverallStatus {
  if (statuses.includes('down')) return 'unhealthy';
  if (statuses.includes('degraded')) return 'degraded';
  return 'healthy';
}

/** 3725 seconds -> '1h 2m 5s' (the monitor shows uptime as hours, minutes and seconds). */
export function formatUptime(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${hours}h ${minutes}m ${total % 60}s`;
}

/**
 * The load balancer's and orchestrator's probes: `ok`, or (with a 503) `unhealthy` (the database cannot be
 * reached) or `draining` (the instance is shutting down), and why. With REDIS_URL set, `redis` says whether the
 * rate limits are shared through it (`up`) or counted by this instance alone (`degraded`, still ready).
 */
export const healthzSchema = z.object({
  status: z.enum(['ok', 'unhealthy', 'draining']),
  message: z.string().optional(),
  redis: z.enum(['up', 'degraded']).optional(),
});
