import { getSharedLevelDescription } from '../../src/domain/assessments/insights.ts';
import { getLevel, LEVEL_LABELS } from '../../src/domain/assessments/levels.ts';
import { SHARE_ERROR_MESSAGES } from '../../src/domain/assessments/share.ts';
import { encodeJson, expectAudhdProfile, shareData } from './support/assessments.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

const link = (data: string) => `/shared-results?${new URLSearchParams({ data })}`;

test('a shared link shows a read-only summary with ways to take the assessment', async ({
  consentedPage: page,
}) => {
  const level = getLevel('asd', 25);
  await page.goto(link(shareData('asd', 25)));
  await expect(page.getByRole('heading', { level: 1, name: 'Autism Spectrum Traits' })).toBeVisible();
  await expect(page.getByText('Taken on 30 March 2025')).toBeVisible();
  await expect(page.getByText(LEVEL_LABELS[level], { exact: true }).first()).toBeVisible();
  await expect(page.getByText(getSharedLevelDescription('asd', level))).toBeVisible();
  await expect(page.getByRole('figure')).toContainText('25 out of 80');
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0); // nothing on it can change a result
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Take This Assessment' }).click();
  await expect(page).toHaveURL(/\/assessment\/asd$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Explore All Assessments' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a link whose data lost its padding or came back as base64url still opens (an old combined link: its total)', async ({
  consentedPage: page,
}) => {
  const data = shareData('audhd', 95).replaceAll('+', '-').replaceAll('/', '_');
  await page.goto(`/shared-results?data=${data}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Comprehensive Neurodivergent Traits' }),
  ).toBeVisible();
  await expect(page.getByText('Significant Alignment', { exact: true }).first()).toBeVisible();
});

test('a combined link leads with the profile: two parts with their bands, the shared experiences in words, the total as the sum', async ({
  consentedPage: page,
}) => {
  const parts = { autism: 30, adhd: 47, overlap: 12 };
  await page.goto(link(shareData('audhd', 89, new Date('2026-11-27T10:00:00Z'), parts)));
  const summary = page.getByRole('region', { name: 'Preliminary insights summary' });
  await expectAudhdProfile(summary, parts, 89, "This person's answers");
  await expectNoAxeViolations(page);
});

const INVALID_LINKS: { name: string; path: string; error: keyof typeof SHARE_ERROR_MESSAGES }[] = [
  { name: 'no data parameter', path: '/shared-results', error: 'missing' },
  { name: 'an empty data parameter', path: '/shared-results?data=', error: 'missing' },
  { name: 'data that is not base64', path: '/shared-results?data=%25%25not-base64%25%25', error: 'invalid' },
  {
    name: 'base64 that is not JSON',
    path: link(Buffer.from('hello there').toString('base64')),
    error: 'invalid',
  },
  { name: 'JSON that is not an object', path: link(encodeJson([1, 2, 3])), error: 'invalid' },
  { name: 'a missing type', path: link(encodeJson({ score: 10, level: 'low' })), error: 'invalid' },
  { name: 'a missing score', path: link(encodeJson({ type: 'adhd', level: 'low' })), error: 'invalid' },
  { name: 'a missing level', path: link(encodeJson({ type: 'adhd', score: 10 })), error: 'invalid' },
  {
    name: 'a level that does not exist',
    path: link(encodeJson({ type: 'adhd', score: 10, level: 'extreme' })),
    error: 'invalid',
  },
  {
    name: 'a score above the maximum',
    path: link(encodeJson({ type: 'adhd', score: 41, level: 'high' })),
    error: 'invalid',
  },
  {
    name: 'an unknown assessment type',
    path: link(encodeJson({ type: 'astrology', score: 10, level: 'low', date: '2025-03-30' })),
    error: 'unknown-type',
  },
];

for (const { name, path, error } of INVALID_LINKS) {
  test(`a shared link with ${name} says so`, async ({ consentedPage: page }) => {
    const message = SHARE_ERROR_MESSAGES[error];
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: message.title })).toBeVisible();
    await expect(page.getByText(message.description)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore All Assessments' })).toHaveAttribute('href', '/');
    if (error === 'missing') await expectNoAxeViolations(page);
  });
}

test('the agreed messages are the ones shown', () => {
  expect(SHARE_ERROR_MESSAGES).toEqual({
    missing: { title: 'Error Loading Results', description: 'No assessment data found in the URL' },
    invalid: {
      title: 'Shared data is incomplete or invalid',
      description: 'The shared assessment data appears to be invalid',
    },
    'unknown-type': {
      title: 'Assessment Not Found',
      description: 'The assessment type in the shared results is not recognized',
    },
  });
});
