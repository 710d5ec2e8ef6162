/** The referral programme's page in English (see shell.ts for how messages are kept). */
import { plural } from '../../locale/locale.ts';

export const heading = 'Refer Friends Program';
export const lead = ({ count }: { count: number }) =>
  `Know someone who might find these self-assessments helpful? Invite them. When ${count} friends have completed an assessment, you earn a free Complete Report.`;
export const stepInvite = 'Invite a friend by e-mail below.';
export const stepFriend =
  'Your friend follows the link and takes any assessment: free, anonymous, about 10 minutes.';
export const stepClaim = ({ count }: { count: number }) =>
  `When ${count} friends have completed one, claim your code for a free Complete Report.`;
export const loadFailed = 'We could not load your referral programme just now. Please try again.';
export const tryAgain = 'Try Again';
export const loading = 'Loading your referral programme...';
export const progressTitle = 'Your progress';
export const inviteTitle = 'Invite a friend';
export const inviteDescription =
  'We send your friend one short e-mail with a personal link to the assessments.';
export const invitationsTitle = 'Your invitations';
export const codeTitle = 'Your referral code';
export const codeDescription =
  'Your personal code for this programme. Mention it if you write to us about your invitations.';

// Claiming the reward.
export const rewardClaimedToast = 'Reward claimed!';
export const yourCode = ' Your code: ';
export const couldNotClaim = 'Could not claim reward';
export const claimFailed = 'Failed to claim reward';
export const claimFailedReason = 'Something went wrong while claiming your reward. Please try again.';
export const progressCount = ({ counted, total }: { counted: number; total: number }) =>
  `${counted} of ${total} friends have completed an assessment`;
export const progressLabel = 'Progress toward your free Complete Report';
export const didItStrong = 'You did it.';
export const didItRest = ' Three friends have completed an assessment, so a free Complete Report is yours.';
export const claiming = 'Claiming...';
export const claimButton = 'Claim Your Free Report';
export const alreadyClaimed = 'You have already claimed your reward. Thank you for spreading the word.';
export const whenFriends = ({ count }: { count: number }) =>
  `When ${count} friends you invite have completed an assessment, you can claim a code for a free Complete Report.`;
export const moreToGo = ({ remaining }: { remaining: number }) =>
  `${remaining} more ${plural(remaining, { one: 'friend', other: 'friends' }, 'en')} to go. When they have completed an assessment, you can claim a code for a free Complete Report.`;
export const rewardClaimedHeading = 'Reward Claimed';
export const rewardClaimedText =
  'Your code gives you one Complete Report for free. It can be used once, for any assessment. Each e-mail address can receive one report paid with a referral reward a month; we e-mail the outcome to the address you enter.';
export const useOnPayment = 'Use it on the payment page';
export const enterCodeHint = 'Enter the code in the Discount Code field and press Apply.';
export const takeFirst =
  'Take an assessment first, then enter this code in the Discount Code field on the payment page. ';
export const chooseAssessment = 'Choose an assessment';

// The invitations sent.
export const statuses = {
  pending: { label: 'Pending', meaning: 'invited, not counted toward your reward yet' },
  completed: { label: 'Completed', meaning: 'your friend completed an assessment' },
  expired: { label: 'Expired', meaning: ({ days }: { days: number }) => `not completed within ${days} days` },
};
/** What ends a status's name before its meaning: French sets a no-break space before the colon. */
export const statusNameEnd = ':';
export const noInvitations = 'You have not invited anyone yet. Your invitations will appear here.';
export const invitedOn = 'Invited ';

// The invitation form.
export const friendEmail = "Friend's email address";
export const required = 'Required';
export const invalidEmail = 'Invalid email';
export const sending = 'Sending...';
export const sendInvitation = 'Send Invitation';
export const invited = 'Referral sent!';
export const inviteFailed = 'Failed to send referral';
export const inviteFailedReason = 'We could not send the invitation just now. Please try again.';
/** "We use ... See our Privacy Policy.", the policy's name a link. */
export const addressUseBefore =
  "We use your friend's address only to send them this one invitation. We send no reminders, never use it for marketing and never share it. See our ";
export const addressUseLink = 'Privacy Policy';
export const addressUseAfter = '.';

// A code to copy.
export const copy = 'Copy';
export const referralCode = 'referral code';
export const rewardCode = 'reward code';
export const copied = ({ what }: { what: string }) => `Copied: your ${what} is on your clipboard.`;
export const copyFailed = 'It could not be copied. Please select the code and copy it by hand.';
