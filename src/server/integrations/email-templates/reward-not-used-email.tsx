import { REWARD_INTERVAL_DAYS } from '../../../domain/referrals/rules.ts';
import { EmailLayout, Paragraph, type RenderedEmail, renderEmail } from './email-layout.tsx';

/**
 * Sent in place of a report bought with a referral reward that this address could not take: it already had a
 * reward report in the last REWARD_INTERVAL_DAYS days, or its domain had this month's share. Only the owner of
 * the address learns that; the person who entered the code was answered as for any other order.
 */
export function renderRewardNotUsedEmail({ supportEmail }: { supportEmail: string }): RenderedEmail {
  const subject = 'About the referral reward used for this address';
  const paragraphs = [
    'A referral reward code was used on Traitscope to order a free Complete Report for this e-mail address. We did not send the report.',
    `Each e-mail address can receive one report paid for with a referral reward in ${REWARD_INTERVAL_DAYS} days, and each e-mail domain a few. This address, or its domain, already had its share in that time, so the code was used up without a report.`,
  ];
  const note = `If you did not order anything, you can ignore this e-mail: nobody was told about this address. If it was you and you think this is wrong, write to ${supportEmail}.`;
  return renderEmail(
    subject,
    <EmailLayout subject={subject} preheader={paragraphs[0] ?? subject} heading={subject} footer={note}>
      {paragraphs.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
    </EmailLayout>,
    [subject, ...paragraphs, note].flatMap((line) => [line, '']),
  );
}
