import type { HealthReport, ScheduledHealthReport } from '../../../../domain/health.ts';
import { adminGet, type CallMessages, SESSION_ENDED } from '../shell/admin-call.ts';

const HEALTH_MESSAGES: CallMessages = {
  unauthorized: SESSION_ENDED,
  failed: (response) => `Health check failed with status ${response.status}`,
};

const NOTIFY_MESSAGES: CallMessages = {
  unauthorized: 'Authentication required. Please login as admin to send notifications.',
  failed: (response) => `Failed to trigger notifications: ${response.status}`,
};

export function fetchHealth(signal?: AbortSignal): Promise<HealthReport> {
  return adminGet('/health', HEALTH_MESSAGES, signal);
}

/** The scheduled check without sending anything: it names the address notifications go to. */
export function fetchNotificationSettings(signal?: AbortSignal): Promise<ScheduledHealthReport> {
  return adminGet('/health/scheduled', HEALTH_MESSAGES, signal);
}

/** Runs the checks and mails the admin about every service that is not up (throttled on the server). */
export function triggerNotifications(): Promise<ScheduledHealthReport> {
  return adminGet('/health/scheduled?notify=true', NOTIFY_MESSAGES);
}
