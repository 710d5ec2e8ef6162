import {
  ButtonLink,
  EmailLayout,
  Paragraph,
  type RenderedEmail,
  renderEmail,
  TextLink,
} from './email-layout.tsx';

/** The link a friend follows; the home page binds it to their visitor. */
function inviteLink(publicUrl: string, inviteToken: string): string {
  return `${publicUrl}/?invite=${encodeURIComponent(inviteToken)}`;
}

/**
 * A short, calm invitation. It names no one (the referrer is anonymous to us), says why the friend's address
 * was used and that it is used for nothing else, and offers to stop all further invitations (`optOutUrl`, the
 * same address as the List-Unsubscribe header).
 */
export function renderReferralInvite({
  publicUrl,
  inviteToken,
  supportEmail,
  optOutUrl,
}: {
  publicUrl: string;
  inviteToken: string;
  supportEmail: string;
  optOutUrl: string;
}): RenderedEmail {
  const link = inviteLink(publicUrl, inviteToken);
  const subject = 'A friend invited you to Traitscope';
  const paragraphs = [
    'A friend thought you might find Traitscope helpful: short, research-based self-assessments for adults who want to understand their autism, ADHD, sensory, dyspraxia or dyslexia traits.',
    'The assessments take 5 to 15 minutes, need no account, and show free preliminary insights straight away. They are not a diagnosis; they can help you prepare for a conversation with a professional.',
  ];
  const note = `Your friend entered your address to send you this one invitation. We use it for nothing else and send no reminders. Questions: ${supportEmail}`;
  const optOut = 'Rather not be invited by anyone again?';
  return renderEmail(
    subject,
    <EmailLayout
      subject={subject}
      preheader={paragraphs[0] ?? subject}
      heading={subject}
      footer={
        <>
          {note}
          <br />
          <br />
          {optOut} <TextLink href={optOutUrl}>Do not invite me again</TextLink>
        </>
      }
    >
      {paragraphs.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
      <ButtonLink href={link}>Take an assessment</ButtonLink>
    </EmailLayout>,
    [
      subject,
      ...paragraphs,
      `Start here: ${link}`,
      note,
      `${optOut} Do not invite me again: ${optOutUrl}`,
    ].flatMap((line) => [line, '']),
  );
}
