import type { Page } from '@playwright/test';
import { ASSESSMENTS } from '../../src/domain/assessments/catalogue.ts';
import { getQuestions } from '../../src/domain/assessments/questions.ts';
import { questionHeading } from './support/assessments.ts';
import { expect, expectLive, test } from './support/fixtures.ts';
import { PHONE_SCREEN } from './support/screen-sizes.ts';

// Issue 29: on a phone each question is one screen. The question, its five answers and Next are all in view
// without scrolling, for every item of every assessment; each new question starts at the top of the page
// (shell/page-change.tsx), so the page is at scrollY 0 when it shows.

type Box = { name: string; top: number; bottom: number; left: number; right: number; height: number };

/** Where the question's text, each answer and Next are, and how far the page is scrolled. */
function measureQuestion(page: Page) {
  return page.evaluate(() => {
    const boxOf = (name: string, element: Element | null | undefined): Box => {
      if (!element) throw new Error(`${name} is not on the page`);
      const { top, bottom, left, right, height } = element.getBoundingClientRect();
      return { name, top, bottom, left, right, height };
    };
    const main = document.querySelector('main');
    const answers = [...(main?.querySelectorAll('fieldset label') ?? [])];
    const next = [...(main?.querySelectorAll('button') ?? [])].find((button) =>
      button.textContent?.startsWith('Next'),
    );
    return {
      scrollY: window.scrollY,
      viewport: { width: window.innerWidth, height: window.innerHeight },
      boxes: [
        boxOf('the question', main?.querySelector('[data-page-heading]')),
        ...answers.map((answer) => boxOf(`answer "${answer.textContent}"`, answer)),
        boxOf('Next', next),
      ],
      answerCount: answers.length,
    };
  });
}

test.use(PHONE_SCREEN);

/** The longest item of all, whose screen is docs/screenshots/question-phone.png (with UPDATE_SCREENSHOTS=1). */
const LONGEST = ASSESSMENTS.flatMap(({ id }) => getQuestions(id)).reduce((longest, question) =>
  question.text.length > longest.text.length ? question : longest,
);

for (const assessment of ASSESSMENTS) {
  test(`every ${assessment.id} question, its answers and Next fit one phone screen`, async ({
    consentedPage: page,
  }) => {
    // Thirty questions on a busy machine; each takes well under a second.
    test.setTimeout(60_000);
    const questions = getQuestions(assessment.id);
    await page.goto(`/assessment/${assessment.id}`);
    await expectLive(page, 'main h1');
    for (const [index, question] of questions.entries()) {
      await expect(questionHeading(page, index + 1, questions.length)).toBeVisible();
      const { scrollY, viewport, boxes, answerCount } = await measureQuestion(page);
      expect(scrollY, `${question.id} starts at the top`).toBe(0);
      expect(answerCount, question.id).toBe(5);
      for (const box of boxes) {
        const where = `${question.id}: ${box.name} at ${Math.round(box.top)}..${Math.round(box.bottom)}`;
        expect(box.top, where).toBeGreaterThanOrEqual(0);
        expect(box.bottom, where).toBeLessThanOrEqual(viewport.height);
        expect(box.left, where).toBeGreaterThanOrEqual(0);
        expect(box.right, where).toBeLessThanOrEqual(viewport.width);
        // Touch targets stay at least 44 px high.
        if (box.name !== 'the question') expect(box.height, where).toBeGreaterThanOrEqual(44);
      }
      if (question.id === LONGEST.id && process.env.UPDATE_SCREENSHOTS === '1') {
        await page.screenshot({ path: 'docs/screenshots/question-phone.png', animations: 'disabled' });
      }
      if (index === questions.length - 1) break;
      // Taps where the visitor sees the answer and Next (a key press would bring the keyboard hints, which a
      // phone's visitor never sees); the boxes just measured are where they are.
      const centre = (box: Box) => [(box.left + box.right) / 2, (box.top + box.bottom) / 2] as const;
      await page.touchscreen.tap(...centre(boxes[1 + (index % 5)]!));
      await page.touchscreen.tap(...centre(boxes.at(-1)!));
    }
  });
}
