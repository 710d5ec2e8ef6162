import { MESSAGES, type MessageLanguage } from '../../../domain/messages/messages.ts';
import { REWARD_INTERVAL_DAYS } from '../../../domain/referrals/rules.ts';
import { type RenderedEmail, renderNoticeEmail } from './email-layout.tsx';

/**
 * Sent in place of a report bought with a referral reward that this address could not take: it already had a
 * reward report in the last REWARD_INTERVAL_DAYS days, or its domain had this month's share. Only the owner of
 * the address learns that; the person who entered the code was answered as for any other order. In the order's
 * language.
 */
export function renderRewardNotUsedEmail({
  supportEmail,
  language,
}: {
  supportEmail: string;
  language: MessageLanguage;
}): RenderedEmail {
  const words = MESSAGES[language]['referral-emails'];
  const subject = words.rewardNotUsedSubject;
  const paragraphs = [words.rewardNotUsedWhat, words.rewardNotUsedWhy({ days: REWARD_INTERVAL_DAYS })];
  const note = words.rewardNotUsedNote({ supportEmail });
  return renderNoticeEmail({ language, subject, paragraphs, note });
}
