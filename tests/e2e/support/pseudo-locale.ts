import type { Page } from '@playwright/test';

/**
 * Turns every word the page shows, and every word it shows later, into a pseudo-locale: each letter accented
 * ("Ŝţáŕţ") and each word half as long again, so that a line of text runs about 40 % longer, as German, French or
 * Dutch run against English. It works on the page's text as the browser shows it (the technique of Shopify's
 * `pseudo-localization`), after the page is live, so React has adopted the server's HTML first; a text React writes
 * later is turned as it arrives. What it misses: text in attributes (a placeholder, an accessible name), pictures,
 * and the PDF, whose German layout the report tests check.
 */
export async function turnIntoPseudoLocale(page: Page): Promise<void> {
  // React adopts a part of the server's HTML that waits for its code (the language switcher, the home page's
  // sections) only once that code arrives; a word changed before then would not be the word React expects. Every
  // element React owns is marked, and nothing but React writes into #root, so the page is wholly adopted when every
  // element there is marked.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#root *')].every((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
    ),
  );
  await page.evaluate(() => {
    const ACCENTED: Record<string, string> = Object.fromEntries(
      [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
        letter,
        [...'áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'][index] ?? letter,
      ]),
    );
    const lengthen = (word: string) => {
      // Every second letter written twice, spread evenly: a word half as long again.
      let grown = '';
      [...word].forEach((letter, index) => {
        const accented = ACCENTED[letter] ?? letter;
        grown += index % 2 === 1 ? accented + accented : accented;
      });
      return grown;
    };
    const written = new WeakMap<Text, string>();
    const turn = (node: Text) => {
      if (written.get(node) === node.data) return;
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, textarea')) return;
      const text = node.data.replace(/\p{L}+/gu, lengthen);
      written.set(node, text);
      if (text !== node.data) node.data = text;
    };
    const turnAll = (root: Node) => {
      if (root instanceof Text) return turn(root);
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) turn(node as Text);
    };
    turnAll(document.body);
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') turnAll(record.target);
        for (const added of record.addedNodes) turnAll(added);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}
