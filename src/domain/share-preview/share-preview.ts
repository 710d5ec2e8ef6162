/**
 * What a shared link's preview card shows to everyone in a chat: `level`, the assessment and its level (links made
 * before the choice existed preview so), or `assessment`, its name only. The page itself shows the same summary
 * either way; the choice is only about the card, which the whole chat sees without opening the link. The sharing
 * dialog offers it and the server reads it; the cards themselves are in share-images.ts, which only the server reads.
 */
export type SharePreview = 'level' | 'assessment';

/** The link's query parameter that asks for the name-only card; without it a link previews with its level. */
export const SHARE_PREVIEW_PARAM = 'preview';

export function sharePreviewOf(value: string | null): SharePreview {
  return value === 'assessment' ? 'assessment' : 'level';
}

/** A share link that asks for `preview`'s card. */
export function withSharePreview(link: string, preview: SharePreview): string {
  const url = new URL(link);
  if (preview === 'assessment') url.searchParams.set(SHARE_PREVIEW_PARAM, preview);
  else url.searchParams.delete(SHARE_PREVIEW_PARAM);
  return url.toString();
}
