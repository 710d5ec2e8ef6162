import { EmailLayout, Paragraph, type RenderedEmail, renderEmail } from './email-layout.tsx';

/** The admin's "send a test e-mail": proves the provider delivers, says who sent it and how. */
export function renderTestMessageEmail({
  sentBy,
  sentAt,
  provider,
}: {
  sentBy: string;
  sentAt: Date;
  provider: string;
}): RenderedEmail {
  const subject = 'Traitscope test message';
  const line = `This is a test message from Traitscope, sent by ${sentBy} at ${sentAt.toISOString()} through ${provider}. No action is needed.`;
  return renderEmail(
    subject,
    <EmailLayout
      subject={subject}
      preheader={line}
      heading={subject}
      footer="Sent from the admin area's E-mail Debug page."
    >
      <Paragraph>{line}</Paragraph>
    </EmailLayout>,
    [subject, '', line],
  );
}
