/**
 * The referral programme's e-mails in English: the invitation a reader sends a friend (in the language of the page
 * it was sent from), and the note to an address whose referral reward could not be used (in its order's language).
 * See shell.ts for how messages are kept; the server takes them from `MESSAGES`.
 */
export const inviteSubject = 'A friend invited you to Traitscope';
export const inviteWhat =
  'A friend thought you might find Traitscope helpful: short, research-based self-assessments for adults who want to understand their autism, ADHD, sensory, dyspraxia or dyslexia traits.';
export const inviteHow =
  'The assessments take 5 to 15 minutes, need no account, and show free preliminary insights straight away. They are not a diagnosis; they can help you prepare for a conversation with a professional.';
export const inviteButton = 'Take an assessment';
export const inviteStartHere = 'Start here:';
export const inviteWhyThisAddress = ({ supportEmail }: { supportEmail: string }) =>
  `Your friend entered your address to send you this one invitation. We use it for nothing else and send no reminders. Questions: ${supportEmail}`;
export const inviteOptOutQuestion = 'Rather not be invited by anyone again?';
export const inviteOptOutLink = 'Do not invite me again';

export const rewardNotUsedSubject = 'About the referral reward used for this address';
export const rewardNotUsedWhat =
  'A referral reward code was used on Traitscope to order a free Complete Report for this e-mail address. We did not send the report.';
export const rewardNotUsedWhy = ({ days }: { days: number }) =>
  `Each e-mail address can receive one report paid for with a referral reward in ${days} days, and each e-mail domain a few. This address, or its domain, already had its share in that time, so the code was used up without a report.`;
export const rewardNotUsedNote = ({ supportEmail }: { supportEmail: string }) =>
  `If you did not order anything, you can ignore this e-mail: nobody was told about this address. If it was you and you think this is wrong, write to ${supportEmail}.`;
