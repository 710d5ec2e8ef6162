import { describeProfile, getProfileLevels } from '../../../domain/assessments/audhd-profile.ts';
import { getLevel } from '../../../domain/assessments/levels.ts';
import { decodeSharePayload } from '../../../domain/assessments/share.ts';
import { formatUtcDay } from '../../../domain/locale/locale.ts';
import { MESSAGES, type MessageLanguage } from '../../../domain/messages/messages.ts';
import type { PageHead } from '../../../domain/pages/page-heads.ts';
import { shareImageAlt, shareImagePath, siteImagePath } from '../../../domain/share-preview/share-images.ts';
import type { SharePreview } from '../../../domain/share-preview/share-preview.ts';

/**
 * What a shared results link previews as: the assessment, the level (for the combined assessment, the profile of
 * its autism-related and ADHD-related parts) and the date it carries (never answers), decoded exactly as the page
 * decodes it, and with the level following from the score as on the page; or, when the person chose a card with
 * the name only (`preview`), the assessment alone and the site's picture. Never listed by search engines: a link
 * posted in public would else put someone's result in search results under its level. A link that does not
 * decode previews as the site. In the language of the page (`language`), its picture too.
 */
export function sharedResultHead({
  data,
  siteHead,
  preview,
  language,
}: {
  data: string | null;
  siteHead: PageHead;
  preview: SharePreview;
  language: MessageLanguage;
}): { head: PageHead; image: { path: string; alt: string } } | null {
  const decoded = decodeSharePayload(data);
  if (!decoded.ok) return null;
  const { type, score, date, parts } = decoded.payload;
  const level = getLevel(type, score);
  const words = MESSAGES[language];
  const card = words['share-card'];
  const { name } = words.catalogue.assessmentWords[type];
  const taken = date ? card.takenOn({ date: formatUtcDay(date, 'long', language) }) : '';
  const description = card.sharedDescription({ taken });
  const site = { path: siteImagePath(language), alt: shareImageAlt({ kind: 'site', language }) };
  if (preview === 'assessment') {
    return {
      head: {
        ...siteHead,
        isIndexable: false,
        title: card.sharedAssessmentTitle({ name }),
        description: card.sharedAssessmentDescription,
      },
      image: site,
    };
  }
  if (parts) {
    // The combined result previews as its profile, never as the total's level (decision 027). The picture is the
    // site's: the result cards name one level, which here would be the total's.
    const profile = describeProfile(getProfileLevels(parts), words['result-words']);
    return {
      head: {
        ...siteHead,
        isIndexable: false,
        title: `${name} (${profile})`,
        description: `${profile}. ${description}`,
      },
      image: site,
    };
  }
  return {
    head: {
      ...siteHead,
      isIndexable: false,
      title: `${name}: ${words['result-words'].levelLabels[level]}`,
      description,
    },
    image: {
      path: shareImagePath(type, level, language),
      alt: shareImageAlt({ kind: 'result', type, level, language }),
    },
  };
}
