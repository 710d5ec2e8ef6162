import * as m from '#messages/referrals';
import { formatIsoDate } from '../../../domain/locale/locale.ts';
import type { ReferralStatus } from '../../../domain/referrals/rules.ts';
import { CircleCheck } from '../../components/ui/icons/circle-check.tsx';
import { Clock } from '../../components/ui/icons/clock.tsx';
import { TimerOff } from '../../components/ui/icons/timer-off.tsx';
import type { ReferralItem } from './referral-api.ts';
import { REFERRAL_EXPIRY_DAYS } from './referral-rules.ts';

const STATUS: Record<
  ReferralStatus,
  { label: string; className: string; icon: typeof Clock; meaning: string }
> = {
  pending: {
    label: m.statuses.pending.label,
    className: 'border-warn-ink/30 bg-warn-soft text-warn-ink',
    icon: Clock,
    meaning: m.statuses.pending.meaning,
  },
  completed: {
    label: m.statuses.completed.label,
    className: 'border-success/30 bg-success-soft text-success',
    icon: CircleCheck,
    meaning: m.statuses.completed.meaning,
  },
  expired: {
    label: m.statuses.expired.label,
    className: 'border-line bg-paper text-muted',
    icon: TimerOff,
    meaning: m.statuses.expired.meaning({ days: REFERRAL_EXPIRY_DAYS }),
  },
};

/** The status in words; colour and icon only repeat it. */
function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  const { label, className, icon: Icon } = STATUS[status];
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold ${className}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}

/** The invitations sent, newest first, each with its status (pending, completed, expired). */
export function ReferralList({ referrals }: { referrals: ReferralItem[] }) {
  if (referrals.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-line p-6 text-center text-muted">
        {m.noInvitations}
      </p>
    );
  }
  return (
    <>
      <ul className="divide-y divide-line rounded-lg border border-line">
        {referrals.map((referral) => (
          <li
            key={referral.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
          >
            <div className="min-w-0">
              <p className="font-medium break-all">{referral.friendEmail}</p>
              <p className="text-sm text-muted">
                {m.invitedOn}
                <time dateTime={referral.createdAt}>{formatIsoDate(referral.createdAt, 'medium')}</time>
              </p>
            </div>
            <ReferralStatusBadge status={referral.status} />
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid gap-1 text-sm text-muted">
        {(Object.keys(STATUS) as ReferralStatus[]).map((status) => (
          <div key={status} className="flex gap-1">
            <dt className="font-semibold text-ink">
              {STATUS[status].label}
              {m.statusNameEnd}
            </dt>
            <dd>{STATUS[status].meaning}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
