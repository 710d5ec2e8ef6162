import type { Sentence } from './speech.ts';

const HIGHLIGHT_NAME = 'read-aloud';

/** The DOM range of a sentence: from its start to its end offset across the element's text nodes. */
function rangeOf({ element, start, end }: Sentence): Range {
  const range = document.createRange();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let offset = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (start >= offset && start <= offset + length) range.setStart(node, start - offset);
    if (end >= offset && end <= offset + length) {
      range.setEnd(node, end - offset);
      break;
    }
    offset += length;
  }
  return range;
}

/**
 * Marks the sentence being read (read-aloud.css) with the CSS Custom Highlight API, which styles a range without
 * touching the DOM that React owns. A browser without it reads without the mark.
 */
export function highlightSentence(sentence: Sentence | null): void {
  if (typeof CSS === 'undefined' || !('highlights' in CSS)) return;
  if (sentence === null || !sentence.element.isConnected) {
    CSS.highlights.delete(HIGHLIGHT_NAME);
    return;
  }
  CSS.highlights.set(HIGHLIGHT_NAME, new Highlight(rangeOf(sentence)));
  sentence.element.scrollIntoView({ block: 'nearest' });
}
