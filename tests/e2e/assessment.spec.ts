import { ASSESSMENTS, type AssessmentType } from '../../src/domain/assessments/catalogue.ts';
import { pickEncouragement } from '../../src/domain/assessments/encouragement.ts';
import { encouragements } from '../../src/domain/messages/en/assessments.ts';
import {
  type AnswerPlan,
  answerLabel,
  answerWithMouse,
  expectResultsFor,
  expectToast,
  planAnswers,
  questionHeading,
} from './support/assessments.ts';
import { expect, expectLive, expectNoAxeViolations, test } from './support/fixtures.ts';

// A known pattern per assessment, chosen so that between them they reach every level.
const PATTERNS: Record<AssessmentType, (index: number) => number> = {
  audhd: (index) => [4, 3, 2, 3, 4][index % 5]!, // high
  asd: () => 3, // reverse items count 1: 12 × 3 + 8 × 1 = 44, medium
  adhd: () => 2, // 20, medium
  spd: () => 1, // 9, low
  dyspraxia: (index) => (index % 2 === 0 ? 2 : 1), // 12, medium
  dyslexia: () => 0, // 0, low
};

const progressKey = (type: AssessmentType) => `assessment-progress:${type}`;

for (const assessment of ASSESSMENTS) {
  test(`the ${assessment.id} assessment can be completed and shows the level its answers give`, async ({
    consentedPage: page,
  }) => {
    test.setTimeout(90_000);
    const plan = planAnswers(assessment.id, PATTERNS[assessment.id]);
    await page.goto(`/assessment/${assessment.id}`);
    await expect(page.getByRole('heading', { level: 1, name: assessment.name })).toBeVisible();

    const stored = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/assessment-results'),
    );
    await answerWithMouse(page, plan);
    expect((await stored).postDataJSON()).toEqual({
      email: null,
      assessmentType: assessment.id,
      responses: plan.responses,
      score: plan.score,
      preliminaryGenerated: true,
    });

    await expectResultsFor(page, plan);
    const kept = await page.evaluate(
      (key) => ({
        data: JSON.parse(localStorage.getItem('assessmentData') ?? 'null'),
        legacy: JSON.parse(localStorage.getItem('assessment_data') ?? 'null'),
        progress: localStorage.getItem(key),
      }),
      progressKey(assessment.id),
    );
    expect(kept.data).toMatchObject({
      userId: expect.any(String),
      assessmentType: assessment.id,
      responses: plan.responses,
      score: plan.score,
      assessmentResultId: expect.any(Number),
      email: '',
      anonymous: true,
    });
    expect(page.url()).toContain(`assessmentResultId=${kept.data.assessmentResultId}`);
    expect(kept.legacy).toEqual({ responses: plan.responses, score: plan.score });
    expect(kept.progress, 'answers in progress are cleared once stored').toBeNull();
  });
}

test('an assessment can be completed with the keyboard alone, and arrow keys never move on', async ({
  consentedPage: page,
}) => {
  const plan = planAnswers('adhd', (index) => (index < 5 ? 4 : 3));
  const total = plan.answers.length;
  await page.goto('/assessment/adhd');
  await expect(questionHeading(page, 1, total)).toBeVisible();

  for (let presses = 0; presses < 25; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio'))
      break;
  }
  await expect(page.getByRole('radio', { name: 'Strongly Disagree' })).toBeFocused();

  // Arrow keys change the answer as radios always do, but stay on the question.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Disagree', exact: true })).toBeChecked();
  await expect(questionHeading(page, 1, total)).toBeVisible();

  for (let number = 1; number <= total; number++) {
    await expect(questionHeading(page, number, total)).toBeVisible();
    if (number > 1) {
      // Focus moved to the new question, so a screen reader reads it; Tab goes on to its answers.
      await expect(questionHeading(page, number, total)).toBeFocused();
      await page.keyboard.press('Tab');
    }
    const value = plan.answers[number - 1]!;
    await page.keyboard.press(String(value + 1));
    await expect(page.getByRole('radio', { name: answerLabel(value), exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: answerLabel(value), exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expectResultsFor(page, plan);
});

test('Next without an answer says calmly what to do, and Previous appears from the second question', async ({
  consentedPage: page,
}) => {
  await page.goto('/assessment/spd');
  const next = page.getByRole('button', { name: 'Next' });
  const hint = 'Choose one of the answers above first, then press Next. Any answer is fine.';
  await expect(questionHeading(page, 1, 9)).toBeVisible();
  await expect(next).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await next.click();
  await expect(questionHeading(page, 1, 9)).toBeVisible();
  // Tied to the button and the question, so a screen reader reads it with either.
  await expect(next).toHaveAccessibleDescription(hint);
  await expect(page.getByRole('group', { name: /Question 1 of 9/ })).toHaveAccessibleDescription(
    new RegExp(hint.replace('.', '\\.')),
  );
  await page.keyboard.press('Enter');
  await expect(questionHeading(page, 1, 9)).toBeVisible();

  await page.getByRole('radio', { name: 'Agree', exact: true }).check();
  await expect(page.getByText(hint)).toHaveCount(0);
  await next.click();
  await expect(questionHeading(page, 2, 9)).toBeVisible();
  await expect(page).toHaveURL(/\/assessment\/spd\/2$/);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeVisible();
});

test('each question has its own address: Back and Forward walk the questions and never lose answers', async ({
  consentedPage: page,
}) => {
  test.setTimeout(90_000);
  const plan = planAnswers('adhd', (index) => index % 5);
  await page.goto('/assessment/adhd');
  for (let number = 1; number <= 4; number++) {
    await expect(questionHeading(page, number, 10)).toBeVisible();
    await page.getByRole('radio', { name: answerLabel(plan.answers[number - 1]!), exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(questionHeading(page, 5, 10)).toBeFocused();
  await expect(page).toHaveURL(/\/assessment\/adhd\/5$/);

  for (let number = 4; number >= 1; number--) {
    await page.goBack();
    await expect(page).toHaveURL(
      number === 1 ? /\/assessment\/adhd$/ : new RegExp(`/assessment/adhd/${number}$`),
    );
    await expect(questionHeading(page, number, 10)).toBeFocused();
    await expect(
      page.getByRole('radio', { name: answerLabel(plan.answers[number - 1]!), exact: true }),
    ).toBeChecked();
  }
  // A changed answer on the way is kept too.
  await page.getByRole('radio', { name: 'Strongly Agree' }).check();
  for (let number = 2; number <= 5; number++) {
    await page.goForward();
    await expect(questionHeading(page, number, 10)).toBeFocused();
  }
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await page.goto('/assessment/adhd/3');
  await expect(page.getByRole('radio', { name: answerLabel(plan.answers[2]!), exact: true })).toBeChecked();
  // The start address resumes at the question last shown, and question 1's other address is the start address.
  await page.goto('/assessment/adhd');
  await expect(page).toHaveURL(/\/assessment\/adhd\/3$/);
  await expect(questionHeading(page, 3, 10)).toBeVisible();
  await page.goto('/assessment/adhd/1');
  await expect(page).toHaveURL(/\/assessment\/adhd\/3$/);
  const saved = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('assessment-progress:adhd') ?? '{}'),
  );
  expect(saved.responses[Object.keys(plan.responses)[0]!]).toBe(4);

  // No skipping ahead: an address past the first unanswered question leads to it.
  await page.goto('/assessment/adhd/9');
  await expect(page).toHaveURL(/\/assessment\/adhd\/5$/);
  await expect(questionHeading(page, 5, 10)).toBeVisible();
});

test('Back from the results of a finished assessment says so, with a link to the result', async ({
  consentedPage: page,
}) => {
  test.setTimeout(90_000);
  const plan = planAnswers('spd', () => 2);
  await page.goto('/assessment/spd');
  await answerWithMouse(page, plan);
  await expectResultsFor(page, plan);
  const results = page.url();

  await page.goBack();
  await expect(page).toHaveURL(/\/assessment\/spd\/9$/);
  await expect(page.getByRole('heading', { name: 'You have finished' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'See your result' }).click();
  await expect(page).toHaveURL(results);
  await expectResultsFor(page, plan);

  await page.goBack();
  await page.getByRole('link', { name: 'Take this assessment again' }).click();
  await expect(questionHeading(page, 1, 9)).toBeFocused();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
});

test('Previous goes back with the earlier answer still chosen, and a changed answer is kept', async ({
  consentedPage: page,
}) => {
  await page.goto('/assessment/dyspraxia');
  await page.getByRole('radio', { name: 'Strongly Agree' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  // Each answer on its own question: a press of Next made before the page came alive is held and made again once
  // it is (public/boot.js), which on a busy machine can take longer than one expectation waits.
  await expectLive(page, 'main h1');
  await expect(questionHeading(page, 2, 8)).toBeVisible();
  await page.getByRole('radio', { name: 'Disagree', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(questionHeading(page, 3, 8)).toBeVisible();

  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(questionHeading(page, 2, 8)).toBeFocused();
  await expect(page.getByRole('radio', { name: 'Disagree', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('radio', { name: 'Strongly Agree' })).toBeChecked();
  await page.getByRole('radio', { name: 'Neutral' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('radio', { name: 'Neutral' })).toBeChecked();
});

test('a reload in the middle resumes where the visitor left off, and Start over begins again', async ({
  consentedPage: page,
}) => {
  const plan = planAnswers('dyslexia', (index) => index % 5);
  await page.goto('/assessment/dyslexia');
  for (let number = 1; number <= 4; number++) {
    // Each answer on its own question: before the page is live, a second choice would change the first answer.
    await expect(questionHeading(page, number, 10)).toBeVisible();
    await page.getByRole('radio', { name: answerLabel(plan.answers[number - 1]!), exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(questionHeading(page, 5, 10)).toBeVisible();
  await page.getByRole('radio', { name: 'Agree', exact: true }).check();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText('We kept your 5 answers in this browser', { exact: false })).toBeVisible();
  await expect(questionHeading(page, 5, 10)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Agree', exact: true })).toBeChecked();
  await expect(page.getByText('40% complete')).toBeVisible();
  await expectNoAxeViolations(page);

  // A closed tab resumes just the same: a new page in the same browser.
  const second = await page.context().newPage();
  await second.goto('/assessment/dyslexia');
  await expect(questionHeading(second, 5, 10)).toBeVisible();
  await second.close();

  // Earlier answers came back too.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(questionHeading(page, 4, 10)).toBeFocused();
  await expect(page.getByRole('radio', { name: answerLabel(plan.answers[3]!), exact: true })).toBeChecked();

  await page.reload();
  await expect(questionHeading(page, 4, 10)).toBeVisible();
  await page.getByRole('button', { name: 'Continue where I left off' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toHaveCount(0);
  await expect(questionHeading(page, 4, 10)).toBeFocused();

  await page.reload();
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(questionHeading(page, 1, 10)).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toHaveCount(0);
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('assessment-progress:dyslexia'))).toBeNull();
  await page.reload();
  await expect(questionHeading(page, 1, 10)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toHaveCount(0);
});

test('unreadable saved answers are cleared and the assessment starts at the beginning', async ({
  consentedPage: page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('assessment-progress:adhd', '{"responses":{"adhd-1":9}'),
  );
  await page.goto('/assessment/adhd');
  await expect(questionHeading(page, 1, 10)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toHaveCount(0);
});

test('progress, encouragement and fun facts follow the position in the assessment', async ({
  consentedPage: page,
}) => {
  await page.goto('/assessment/adhd');
  const progress = page.getByRole('progressbar', { name: 'Assessment progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('0% complete')).toBeVisible();
  await expect(page.getByText('A good start. Take your time with each answer.')).toBeVisible();
  await expect(page.getByText('This assessment is designed for adults aged 18 and over.')).toBeVisible();
  await expect(
    page.getByRole('main').getByText('This is not a diagnostic tool.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Did you know?' })).toHaveCount(0);

  for (let number = 1; number <= 5; number++) {
    await expect(questionHeading(page, number, 10)).toBeVisible();
    await page.getByRole('radio', { name: 'Neutral' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    if (number === 1) {
      await expect(page.getByRole('heading', { name: 'Did you know?' })).toBeVisible();
      await expect(page.getByText('Source:', { exact: false })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  }
  // Index 5 = floor(10 / 2): the 'Keep Going!' card instead of a fact.
  await expect(questionHeading(page, 6, 10)).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '50');
  await expect(page.getByText('Over halfway. There are no right or wrong answers.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keep Going!' })).toBeVisible();
  await expect(page.getByText(pickEncouragement(encouragements, 5)!)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Did you know?' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('Cancel and return to home leads home and keeps the answers for later', async ({
  consentedPage: page,
}) => {
  await page.goto('/assessment/asd');
  await expectLive(page);
  await page.getByRole('radio', { name: 'Agree', exact: true }).check();
  await page.getByRole('link', { name: 'Cancel and return to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/assessment/asd');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('an unknown assessment type shows a toast and goes home', async ({ consentedPage: page }) => {
  await page.goto('/assessment/astrology');
  await expectToast(
    page,
    'Assessment Not Found',
    'The requested assessment could not be found. Redirecting to home.',
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover Your Neurodivergent Profile' }),
  ).toBeVisible();
});

test('a failed save shows the Database Error and never loses the answers', async ({
  consentedPage: page,
}) => {
  const plan: AnswerPlan = planAnswers('dyspraxia', () => 3);
  let failing = true;
  await page.route('**/api/assessment-results', (route) =>
    failing ? route.fulfill({ status: 500, body: '{"message":"down"}' }) : route.continue(),
  );
  await page.goto('/assessment/dyspraxia');
  await answerWithMouse(page, plan);

  await expectToast(page, 'Database Error', "We couldn't save your assessment. Please try again.");
  await expect(page.getByText('Processing your assessment...')).toHaveCount(0);
  await expect(questionHeading(page, 8, 8)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Agree', exact: true })).toBeChecked();

  await page.reload();
  await expect(questionHeading(page, 8, 8)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Agree', exact: true })).toBeChecked();

  failing = false;
  await page.getByRole('button', { name: 'Next' }).click();
  await expectResultsFor(page, plan);
});

test('the saving code is fetched at the last answer, and a failed fetch keeps the answers', async ({
  consentedPage: page,
}) => {
  const plan: AnswerPlan = planAnswers('dyspraxia', () => 3);
  const fetched: string[] = [];
  await page.route('**/assets/submit-assessment-*.js', (route) => {
    fetched.push(route.request().url());
    return route.abort();
  });
  await page.goto('/assessment/dyspraxia');
  await expectLive(page);
  // Not with the page: the first question needs none of it.
  expect(fetched).toEqual([]);
  await answerWithMouse(page, plan);

  await expectToast(page, 'Database Error', "We couldn't save your assessment. Please try again.");
  expect(fetched).toHaveLength(1);
  await expect(questionHeading(page, 8, 8)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Agree', exact: true })).toBeChecked();
});

test('a reply without an id shows the Assessment Error', async ({ consentedPage: page }) => {
  await page.route('**/api/assessment-results', (route) =>
    route.fulfill({ status: 201, contentType: 'application/json', body: '{"userId":"x"}' }),
  );
  await page.goto('/assessment/spd');
  await answerWithMouse(
    page,
    planAnswers('spd', () => 2),
  );
  await expectToast(
    page,
    'Assessment Error',
    'There was a problem processing your assessment. Please try again.',
  );
  await expect(questionHeading(page, 9, 9)).toBeVisible();
});

test('the processing overlay shows while the result is being stored', async ({ consentedPage: page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/assessment-results', async (route) => {
    await held;
    await route.continue();
  });
  const plan = planAnswers('spd', () => 4);
  await page.goto('/assessment/spd');
  await answerWithMouse(page, plan);
  await expect(page.getByText('Processing your assessment...')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Processing your assessment...' })).toHaveCount(1);
  release();
  await expectResultsFor(page, plan);
});

test.describe('on a computer with a short screen', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('Next without an answer brings its message into view, under the answers and above Next', async ({
    consentedPage: page,
  }) => {
    await page.goto('/assessment/audhd');
    await expectLive(page, 'main h1');
    await expect(questionHeading(page, 1, 30)).toBeVisible();
    const next = page.getByRole('button', { name: 'Next' });
    await next.click();
    const message = page.getByText(
      'Choose one of the answers above first, then press Next. Any answer is fine.',
    );
    await expect(message).toBeInViewport({ ratio: 1 });
    // Announced when it appears.
    await expect(message).toHaveAttribute('aria-live', 'polite');
    const [lastAnswer, shown, button] = await Promise.all([
      page.getByRole('radio', { name: 'Strongly Agree' }).locator('xpath=ancestor::label').boundingBox(),
      message.boundingBox(),
      next.boundingBox(),
    ]);
    expect(shown!.y).toBeGreaterThanOrEqual(lastAnswer!.y + lastAnswer!.height);
    expect(shown!.y + shown!.height).toBeLessThanOrEqual(button!.y);
  });
});
