import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import * as m from '#messages/referrals';
import { formatPercent } from '../../../domain/locale/locale.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Gift } from '../../components/ui/icons/gift.tsx';
import { LoaderCircle } from '../../components/ui/icons/loader-circle.tsx';
import { PartyPopper } from '../../components/ui/icons/party-popper.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { readAssessmentData } from '../../lib/assessment-storage.ts';
import { CopyableCode } from './copy-button.tsx';
import { REFERRALS_FOR_REWARD, referralProgressPercent } from './referral-rules.ts';

/** Progress toward the reward (capped at 100%), then the claim action, then the claimed reward. */
export function RewardProgress({
  completedReferrals,
  canClaimReward,
  rewardsClaimed,
  rewardCode,
  isClaiming,
  onClaim,
  isJustClaimed,
}: {
  completedReferrals: number;
  canClaimReward: boolean;
  rewardsClaimed: boolean;
  rewardCode: string | null;
  isClaiming: boolean;
  onClaim: () => void;
  /** The reward was claimed a moment ago on this page: its panel takes the focus from the vanished button. */
  isJustClaimed: boolean;
}) {
  const percent = referralProgressPercent(completedReferrals);
  const counted = Math.min(completedReferrals, REFERRALS_FOR_REWARD);
  const remaining = REFERRALS_FOR_REWARD - counted;
  return (
    <div className="grid gap-5">
      <div>
        <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4">
          <p className="font-medium">{m.progressCount({ counted, total: REFERRALS_FOR_REWARD })}</p>
          <p className="text-sm font-semibold text-brand">{formatPercent(percent)}</p>
        </div>
        <ProgressBar percent={percent} label={m.progressLabel} />
      </div>

      {rewardsClaimed && rewardCode ? (
        <RewardClaimed code={rewardCode} isJustClaimed={isJustClaimed} />
      ) : canClaimReward && !rewardsClaimed ? (
        <div className="flex flex-col gap-3 rounded-xl border border-brand/30 bg-brand-soft p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2">
            <PartyPopper aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
            <span>
              <strong className="font-semibold">{m.didItStrong}</strong>
              {m.didItRest}
            </span>
          </p>
          <Button onClick={onClaim} disabled={isClaiming} className="shrink-0">
            {isClaiming ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Gift aria-hidden="true" className="size-4" />
            )}
            {isClaiming ? m.claiming : m.claimButton}
          </Button>
        </div>
      ) : rewardsClaimed ? (
        <p className="text-muted">{m.alreadyClaimed}</p>
      ) : (
        <p className="text-muted">
          {remaining === REFERRALS_FOR_REWARD
            ? m.whenFriends({ count: REFERRALS_FOR_REWARD })
            : m.moreToGo({ remaining })}
        </p>
      )}
    </div>
  );
}

function hasPayableAssessment(): boolean {
  const data = readAssessmentData();
  return data !== null && data.assessmentResultId > 0;
}

/** After a claim, an alert says 'Reward Claimed'; it shows the code and where to use it. */
function RewardClaimed({ code, isJustClaimed }: { code: string; isJustClaimed: boolean }) {
  const [isPayable] = useState(hasPayableAssessment);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isJustClaimed) headingRef.current?.focus();
  }, [isJustClaimed]);
  return (
    <section
      aria-labelledby="reward-claimed-title"
      className="rounded-xl border border-success/30 bg-success-soft p-5"
    >
      <h3
        id="reward-claimed-title"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold text-success focus:outline-none"
      >
        <Gift aria-hidden="true" className="size-5" />
        {m.rewardClaimedHeading}
      </h3>
      <p className="mt-1">{m.rewardClaimedText}</p>
      <div className="mt-4">
        <CopyableCode code={code} what={m.rewardCode} />
      </div>
      {isPayable ? (
        <p className="mt-4">
          <Link href="/standard-payment" className={buttonClasses('primary')}>
            {m.useOnPayment}
          </Link>
          <span className="mt-2 block text-sm text-muted">{m.enterCodeHint}</span>
        </p>
      ) : (
        <p className="mt-4 text-sm">
          {m.takeFirst}
          <Link href="/" className="font-medium text-brand underline">
            {m.chooseAssessment}
          </Link>
        </p>
      )}
    </section>
  );
}
