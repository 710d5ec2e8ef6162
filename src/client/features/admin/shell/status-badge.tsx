import { AlertTriangle, CheckCircle2, Circle, Clock, type LucideIcon, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PaymentRecord } from '../../../../domain/admin-orders/schemas.ts';
import type { OverallStatus, ServiceStatus } from '../../../../domain/health/health-report.ts';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral' | 'accent' | 'brand';

const TONES: Record<BadgeTone, string> = {
  success: 'border-success/30 bg-success-soft text-success',
  warning: 'border-warn-ink/30 bg-warn-soft text-warn-ink',
  danger: 'border-danger/30 bg-danger-soft text-danger',
  neutral: 'border-line bg-paper text-muted',
  accent: 'border-accent/30 bg-accent-soft text-accent',
  brand: 'border-brand/30 bg-brand-soft text-brand',
};

/** A status always says itself in words; colour and icon only repeat it. */
export function Badge({
  tone,
  icon: Icon,
  children,
}: {
  tone: BadgeTone;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}
    >
      {Icon ? <Icon aria-hidden="true" className="size-3.5" /> : null}
      {children}
    </span>
  );
}

type BadgeSpec = { label: string; tone: BadgeTone; icon: LucideIcon };

/** A report e-mail's delivery: Sent green, Pending yellow, Failed red, none 'Not sent', others raw. */
export function deliveryBadge(status: string | null | undefined): BadgeSpec {
  switch (status) {
    case 'sent':
      return { label: 'Sent', tone: 'success', icon: CheckCircle2 };
    case 'pending':
      return { label: 'Pending', tone: 'warning', icon: Clock };
    case 'failed':
      return { label: 'Failed', tone: 'danger', icon: XCircle };
    case null:
    case undefined:
    case '':
      return { label: 'Not sent', tone: 'neutral', icon: Circle };
    default:
      return { label: status, tone: 'neutral', icon: Circle };
  }
}

export function DeliveryStatusBadge({ status }: { status: string | null | undefined }) {
  const { label, tone, icon } = deliveryBadge(status);
  return (
    <Badge tone={tone} icon={icon}>
      {label}
    </Badge>
  );
}

const PAYMENT_STATUS: Record<PaymentRecord['status'], BadgeSpec> = {
  completed: { label: 'Completed', tone: 'success', icon: CheckCircle2 },
  pending: { label: 'Pending', tone: 'warning', icon: Clock },
  failed: { label: 'Failed', tone: 'danger', icon: XCircle },
};

export function PaymentStatusBadge({ status }: { status: PaymentRecord['status'] }) {
  const { label, tone, icon } = PAYMENT_STATUS[status] ?? { label: status, tone: 'neutral', icon: Circle };
  return (
    <Badge tone={tone} icon={icon}>
      {label}
    </Badge>
  );
}

const OVERALL: Record<OverallStatus, BadgeSpec> = {
  healthy: { label: 'Healthy', tone: 'success', icon: CheckCircle2 },
  degraded: { label: 'Degraded', tone: 'warning', icon: AlertTriangle },
  unhealthy: { label: 'Unhealthy', tone: 'danger', icon: XCircle },
};

export function OverallStatusBadge({ status }: { status: OverallStatus }) {
  const { label, tone, icon } = OVERALL[status];
  return (
    <Badge tone={tone} icon={icon}>
      {label}
    </Badge>
  );
}

const SERVICE: Record<ServiceStatus, BadgeSpec> = {
  up: { label: 'Up', tone: 'success', icon: CheckCircle2 },
  degraded: { label: 'Degraded', tone: 'warning', icon: AlertTriangle },
  down: { label: 'Down', tone: 'danger', icon: XCircle },
};

export function ServiceStatusBadge({ status }: { status: ServiceStatus }) {
  const { label, tone, icon } = SERVICE[status];
  return (
    <Badge tone={tone} icon={icon}>
      {label}
    </Badge>
  );
}
