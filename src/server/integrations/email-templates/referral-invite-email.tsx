import { pathIn } from '../../../domain/locale/language-paths.ts';
import { MESSAGES, type MessageLanguage } from '../../../domain/messages/messages.ts';
import {
  ButtonLink,
  EmailLayout,
  Paragraph,
  type RenderedEmail,
  renderEmail,
  TextLink,
} from './email-layout.tsx';

/** The link a friend follows, to the home page in the invitation's language, which binds it to their visitor. */
function inviteLink(publicUrl: string, inviteToken: string, language: MessageLanguage): string {
  return `${publicUrl}${pathIn(language, '/')}?invite=${encodeURIComponent(inviteToken)}`;
}

/**
 * A short, calm invitation. It names no one (the referrer is anonymous to us), says why the friend's address
 * was used and that it is used for nothing else, and offers to stop all further invitations (`optOutUrl`, the
 * same address as the List-Unsubscribe header). In the language of the page it was sent from.
 */
export function renderReferralInvite({
  publicUrl,
  inviteToken,
  supportEmail,
  optOutUrl,
  language,
}: {
  publicUrl: string;
  inviteToken: string;
  supportEmail: string;
  optOutUrl: string;
  language: MessageLanguage;
}): RenderedEmail {
  const words = MESSAGES[language]['referral-emails'];
  const link = inviteLink(publicUrl, inviteToken, language);
  const subject = words.inviteSubject;
  const paragraphs = [words.inviteWhat, words.inviteHow];
  const note = words.inviteWhyThisAddress({ supportEmail });
  const optOut = words.inviteOptOutQuestion;
  return renderEmail(
    subject,
    <EmailLayout
      language={language}
      subject={subject}
      preheader={paragraphs[0] ?? subject}
      heading={subject}
      footer={
        <>
          {note}
          <br />
          <br />
          {optOut} <TextLink href={optOutUrl}>{words.inviteOptOutLink}</TextLink>
        </>
      }
    >
      {paragraphs.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
      <ButtonLink href={link}>{words.inviteButton}</ButtonLink>
    </EmailLayout>,
    [
      subject,
      ...paragraphs,
      `${words.inviteStartHere} ${link}`,
      note,
      `${optOut} ${words.inviteOptOutLink}: ${optOutUrl}`,
    ].flatMap((line) => [line, '']),
  );
}
