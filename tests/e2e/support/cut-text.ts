import type { Page } from '@playwright/test';

/**
 * Every line of visible text that does not fit: past the screen's left or right edge, past the left or right edge
 * of an ancestor that clips or scrolls what overflows it sideways, or past the top or bottom of one that clips it
 * (`overflow: hidden` or `clip`; a box that scrolls up and down lets its reader reach every line). Plus the page
 * itself scrolling sideways. Text meant for screen readers only (clipped to one pixel) and slides a carousel keeps
 * out of view (hidden from everyone) are not read.
 */
export function findCutText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const screenWidth = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > screenWidth + 1) {
      problems.push(
        `the page scrolls sideways (${document.documentElement.scrollWidth} > ${screenWidth} px)`,
      );
    }
    const isOutOfReading = (element: Element) =>
      element.closest('[aria-hidden="true"], [inert], .sr-only, details:not([open]) > :not(summary)') !==
        null || getComputedStyle(element).visibility === 'hidden';
    type Edges = { left: number; right: number; top: number; bottom: number };
    // The boxes that can cut the element's text: its ancestors that clip, as CSS decides which do. A box taken out
    // of the flow escapes the ancestors below its containing block: a fixed one all of them (the screen alone
    // holds it), an absolute one those up to the nearest positioned ancestor.
    const clippingBoxes = (element: Element) => {
      const boxes: Edges[] = [];
      let escapesToPositioned = false;
      for (
        let child = element, parent = element.parentElement;
        parent;
        child = parent, parent = parent.parentElement
      ) {
        const childPosition = getComputedStyle(child).position;
        if (childPosition === 'fixed') break;
        if (childPosition === 'absolute') escapesToPositioned = true;
        const style = getComputedStyle(parent);
        const isContainingBlock = style.position !== 'static' || style.transform !== 'none';
        if (escapesToPositioned && !isContainingBlock) continue;
        if (isContainingBlock) escapesToPositioned = false;
        const clipsSideways = style.overflowX !== 'visible';
        const clipsDown = style.overflowY === 'hidden' || style.overflowY === 'clip';
        if (!clipsSideways && !clipsDown) continue;
        const box = parent.getBoundingClientRect();
        boxes.push({
          left: clipsSideways ? box.left : Number.NEGATIVE_INFINITY,
          right: clipsSideways ? box.right : Number.POSITIVE_INFINITY,
          top: clipsDown ? box.top : Number.NEGATIVE_INFINITY,
          bottom: clipsDown ? box.bottom : Number.POSITIVE_INFINITY,
        });
      }
      return boxes;
    };
    const screen = {
      left: 0,
      right: screenWidth,
      top: Number.NEGATIVE_INFINITY,
      bottom: Number.POSITIVE_INFINITY,
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (!text || !element || isOutOfReading(element)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = Array.from(range.getClientRects()).filter((line) => line.width > 0 && line.height > 0);
      if (lines.length === 0) continue;
      const edges = [screen, ...clippingBoxes(element)];
      const cutLine = lines.find((line) =>
        edges.some(
          (box) =>
            line.left < box.left - 1 ||
            line.right > box.right + 1 ||
            line.top < box.top - 1 ||
            line.bottom > box.bottom + 1,
        ),
      );
      if (cutLine) {
        problems.push(
          `"${text.slice(0, 40)}" in <${element.tagName.toLowerCase()}> spans ${Math.round(cutLine.left)}..${Math.round(cutLine.right)} x ${Math.round(cutLine.top)}..${Math.round(cutLine.bottom)} px`,
        );
      }
    }
    return problems;
  });
}
