import { type ReactNode, useId, useState } from 'react';
import * as m from '#messages/referrals';
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

const STEPS = [m.stepInvite, m.stepFriend, m.stepClaim({ count: REFERRALS_FOR_REWARD })];

/** The visitor's referral code, progress toward a free report, the invite form and the invitations sent. */
export default function ReferralProgramPage() {
  const state = useReferralState();

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{m.heading}</h1>
      <p className="mt-3 text-lg text-muted">{m.lead({ count: REFERRALS_FOR_REWARD })}</p>
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
              {m.loadFailed}
            </p>
            <Button variant="secondary" onClick={() => void state.reload()} disabled={state.isFetching}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {m.tryAgain}
            </Button>
          </div>
        ) : (
          <PageLoading label={m.loading} />
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
            title: m.rewardClaimedToast,
            description: (
              <>
                {result.message}
                {m.yourCode}
                <strong className="font-mono">{rewardCode}</strong>
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
          toast({ variant: 'destructive', title: m.couldNotClaim, description: result.message });
          await reload();
        }
      } catch (error) {
        toast({
          variant: 'destructive',
          title: m.claimFailed,
          description: refusalReason(error, m.claimFailedReason),
        });
      }
    });

  return (
    <div className="grid gap-6">
      <Card title={m.progressTitle}>
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

      <Card title={m.inviteTitle} description={m.inviteDescription}>
        <InviteForm userId={userId} onInvited={reload} />
      </Card>

      <Card title={m.invitationsTitle}>
        <ReferralList referrals={overview.referrals} />
      </Card>

      <Card title={m.codeTitle} description={m.codeDescription}>
        <CopyableCode code={overview.program.referralCode} what={m.referralCode} />
      </Card>
    </div>
  );
}
