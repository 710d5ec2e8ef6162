import { type ReactNode, useId, useState } from 'react';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CircleAlert } from '../../components/ui/icons/circle-alert.tsx';
import { RefreshCw } from '../../components/ui/icons/refresh-cw.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { refusalReason } from '../../lib/call-api.ts';
import { useAction } from '../../lib/use-action.ts';
import { CopyableCode } from './copy-button.tsx';
import { InviteForm } from './invite-form.tsx';
import { claimReward, type ReferralState } from './referral-api.ts';
import { ReferralList } from './referral-list.tsx';
import { REFERRALS_FOR_REWARD } from './referral-rules.ts';
import { RewardProgress } from './reward-progress.tsx';
import { useReferralState } from './use-referral-state.ts';

function Card({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-muted">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

const STEPS = [
  'Invite a friend by e-mail below.',
  'Your friend follows the link and takes any assessment: free, anonymous, about 10 minutes.',
  `When ${REFERRALS_FOR_REWARD} friends have completed one, claim your code for a free Complete Report.`,
];

/** The visitor's referral code, progress toward a free report, the invite form and the invitations sent. */
export default function ReferralProgramPage() {
  const state = useReferralState();

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Refer Friends Program</h1>
      <p className="mt-3 text-lg text-muted">
        Know someone who might find these self-assessments helpful? Invite them. When {REFERRALS_FOR_REWARD}{' '}
        friends have completed an assessment, you earn a free Complete Report.
      </p>
      <ol className="mt-6 grid gap-3 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-3 rounded-xl border border-line bg-surface p-4 text-sm">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-soft font-semibold text-brand"
            >
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>

      <div className="mt-8">
        {state.data ? (
          <ReferralProgram state={state.data} reload={state.reload} update={state.update} />
        ) : state.error ? (
          <div
            role="alert"
            className="flex flex-col gap-4 rounded-2xl border border-danger/30 bg-danger-soft p-6 text-danger sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="flex items-start gap-2">
              <CircleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />
              We could not load your referral programme just now. Please try again.
            </p>
            <Button variant="secondary" onClick={() => void state.reload()} disabled={state.isFetching}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Try Again
            </Button>
          </div>
        ) : (
          <PageLoading label="Loading your referral programme..." />
        )}
      </div>
    </div>
  );
}

type ProgramProps = {
  state: ReferralState;
  reload: () => Promise<void>;
  update: (change: (state: ReferralState) => ReferralState) => void;
};

function ReferralProgram({ state, reload, update }: ProgramProps) {
  const { userId, overview, check } = state;
  const { isBusy: isClaiming, run } = useAction();
  const [isJustClaimed, setJustClaimed] = useState(false);

  const claim = () =>
    run(async () => {
      try {
        const result = await claimReward(userId);
        if (result.success && result.rewardCode) {
          const rewardCode = result.rewardCode;
          toast({
            title: 'Reward claimed!',
            description: (
              <>
                {result.message} Your code: <strong className="font-mono">{rewardCode}</strong>
              </>
            ),
          });
          update((previous) => ({
            ...previous,
            overview: {
              ...previous.overview,
              program: { ...previous.overview.program, rewardsClaimed: true, rewardCode },
            },
            check: { ...previous.check, canClaimReward: false },
          }));
          setJustClaimed(true);
        } else {
          toast({ variant: 'destructive', title: 'Could not claim reward', description: result.message });
          await reload();
        }
      } catch (error) {
        toast({
          variant: 'destructive',
          title: 'Failed to claim reward',
          description: refusalReason(
            error,
            'Something went wrong while claiming your reward. Please try again.',
          ),
        });
      }
    });

  return (
    <div className="grid gap-6">
      <Card title="Your progress">
        <RewardProgress
          completedReferrals={check.completedReferrals}
          canClaimReward={check.canClaimReward}
          rewardsClaimed={overview.program.rewardsClaimed}
          rewardCode={overview.program.rewardCode}
          isClaiming={isClaiming}
          onClaim={() => void claim()}
          isJustClaimed={isJustClaimed}
        />
      </Card>

      <Card
        title="Invite a friend"
        description="We send your friend one short e-mail with a personal link to the assessments."
      >
        <InviteForm userId={userId} onInvited={reload} />
      </Card>

      <Card title="Your invitations">
        <ReferralList referrals={overview.referrals} />
      </Card>

      <Card
        title="Your referral code"
        description="Your personal code for this programme. Mention it if you write to us about your invitations."
      >
        <CopyableCode code={overview.program.referralCode} what="referral code" />
      </Card>
    </div>
  );
}
