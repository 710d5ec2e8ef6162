import { DATA_LINK_VALID_MINUTES } from '../../../domain/your-data/data-access.ts';
import { ButtonLink, EmailLayout, Paragraph, type RenderedEmail, renderEmail } from './email-layout.tsx';

/**
 * A one-time link to the Your data page. The token travels in the fragment (`#token=` or `#confirm=`): browsers
 * never send a fragment to the server, so it reaches no request log, no proxy and no Referer, and a mail
 * scanner's GET cannot use it up; the page reads it and exchanges it with a POST.
 */
function oneTimeLink(publicUrl: string, key: 'token' | 'confirm', token: string): string {
  return `${publicUrl}/your-data#${key}=${encodeURIComponent(token)}`;
}

/** Where the link leads and who to ask: the same for both one-time links. */
type OneTimeLinkInput = { publicUrl: string; token: string; supportEmail: string };

const VALIDITY = `The link works once, for ${DATA_LINK_VALID_MINUTES / 60} hour.`;

/** Plain and short: what the link does, how long it works, and what to do if someone else asked for it. */
export function renderDataAccessLinkEmail({
  publicUrl,
  token,
  supportEmail,
}: OneTimeLinkInput): RenderedEmail {
  return renderOneTimeLinkEmail({
    subject: 'Your link to see your Traitscope data',
    paragraphs: [
      'You asked to see the data Traitscope holds for this e-mail address. The link below opens a page where you can see it, download it, correct your address, or erase it.',
      `${VALIDITY} If it has expired, you can ask for a new one on the same page.`,
    ],
    button: 'Open your data',
    link: oneTimeLink(publicUrl, 'token', token),
    note: `If you did not ask for this, you can ignore this e-mail: nothing changes unless the link is used. Questions: ${supportEmail}`,
  });
}

/** Sent to the corrected address: nothing moves until its owner opens the link. */
export function renderAddressCorrectionEmail({
  publicUrl,
  token,
  supportEmail,
}: OneTimeLinkInput): RenderedEmail {
  return renderOneTimeLinkEmail({
    subject: 'Confirm your e-mail address for Traitscope',
    paragraphs: [
      'Someone asked to correct the e-mail address of their Traitscope results and orders to this address. If that was you, open the link below: your data then moves to this address, and you see it on the Your data page.',
      `Nothing moves until the link is opened. ${VALIDITY}`,
    ],
    button: 'Confirm this address',
    link: oneTimeLink(publicUrl, 'confirm', token),
    note: `If you did not ask for this, ignore this e-mail: nothing changes and nobody sees any data of this address. Questions: ${supportEmail}`,
  });
}

function renderOneTimeLinkEmail({
  subject,
  paragraphs,
  button,
  link,
  note,
}: {
  subject: string;
  paragraphs: string[];
  button: string;
  link: string;
  note: string;
}): RenderedEmail {
  return renderEmail(
    subject,
    <EmailLayout subject={subject} preheader={paragraphs[0] ?? subject} heading={subject} footer={note}>
      {paragraphs.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
      <ButtonLink href={link}>{button}</ButtonLink>
    </EmailLayout>,
    [subject, ...paragraphs, `${button}: ${link}`, note].flatMap((line) => [line, '']),
  );
}
