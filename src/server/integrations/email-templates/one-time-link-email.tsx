import { pathIn } from '../../../domain/locale/language-paths.ts';
import { MESSAGES, type MessageLanguage } from '../../../domain/messages/messages.ts';
import { DATA_LINK_VALID_MINUTES } from '../../../domain/your-data/data-access.ts';
import { type RenderedEmail, renderNoticeEmail } from './email-layout.tsx';

/**
 * A one-time link to the Your data page, in the language of the page it was asked for on. The token travels in the
 * fragment (`#token=` or `#confirm=`): browsers never send a fragment to the server, so it reaches no request log,
 * no proxy and no Referer, and a mail scanner's GET cannot use it up; the page reads it and exchanges it with a POST.
 */
function oneTimeLink(
  publicUrl: string,
  language: MessageLanguage,
  key: 'token' | 'confirm',
  token: string,
): string {
  return `${publicUrl}${pathIn(language, '/your-data')}#${key}=${encodeURIComponent(token)}`;
}

/** Where the link leads, who to ask and in which language: the same for both one-time links. */
type OneTimeLinkInput = { publicUrl: string; token: string; supportEmail: string; language: MessageLanguage };

const VALID_HOURS = DATA_LINK_VALID_MINUTES / 60;

/** Plain and short: what the link does, how long it works, and what to do if someone else asked for it. */
export function renderDataAccessLinkEmail({
  publicUrl,
  token,
  supportEmail,
  language,
}: OneTimeLinkInput): RenderedEmail {
  const words = MESSAGES[language]['data-link-emails'];
  return renderNoticeEmail({
    language,
    subject: words.dataLinkSubject,
    paragraphs: [words.dataLinkWhat, `${words.validity({ hours: VALID_HOURS })} ${words.dataLinkExpired}`],
    button: { label: words.dataLinkButton, href: oneTimeLink(publicUrl, language, 'token', token) },
    note: `${words.dataLinkNotYou} ${words.questions({ supportEmail })}`,
  });
}

/** Sent to the corrected address: nothing moves until its owner opens the link. */
export function renderAddressCorrectionEmail({
  publicUrl,
  token,
  supportEmail,
  language,
}: OneTimeLinkInput): RenderedEmail {
  const words = MESSAGES[language]['data-link-emails'];
  return renderNoticeEmail({
    language,
    subject: words.correctionSubject,
    paragraphs: [
      words.correctionWhat,
      `${words.correctionNothingMoves} ${words.validity({ hours: VALID_HOURS })}`,
    ],
    button: { label: words.correctionButton, href: oneTimeLink(publicUrl, language, 'confirm', token) },
    note: `${words.correctionNotYou} ${words.questions({ supportEmail })}`,
  });
}
