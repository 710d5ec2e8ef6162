import { expect, expectNoAxeViolations, SUPPORT_EMAIL, test } from './support/fixtures.ts';

const PRIVACY_SECTIONS = [
  'Introduction',
  'Information We Collect',
  'How We Use Your Information',
  'Legal Basis for Processing',
  'Sharing of Information',
  'Data Retention',
  'Your Rights',
  'Data Security',
  'Contact Us',
];

const TERMS_SECTIONS = [
  'Agreement to Terms',
  'Not a Diagnosis',
  'Age Requirement',
  'User Responsibilities',
  'Intellectual Property',
  'Payment and Refunds',
  'Limitation of Liability',
  'Modification of Terms',
  'Governing Law',
  'Contact Information',
];

async function sectionHeadings(page: import('@playwright/test').Page) {
  return page.locator('article h2').allTextContents();
}

test('the privacy policy shows its nine sections, date and contact', async ({ consentedPage: page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Effective date: 30 March 2025')).toBeVisible();
  const headings = await sectionHeadings(page);
  expect(headings).toHaveLength(9);
  PRIVACY_SECTIONS.forEach((title, index) => {
    expect(headings[index]).toContain(title);
  });
  await expect(page.locator('article').getByRole('link', { name: SUPPORT_EMAIL }).first()).toBeVisible();
  for (const right of ['access', 'portab', 'complain', 'withdraw']) {
    await expect(page.locator('article')).toContainText(new RegExp(right, 'i'));
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the terms show their ten sections, date, refund window and contact', async ({
  consentedPage: page,
}) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect(page.getByText('Effective date: 30 March 2025')).toBeVisible();
  const headings = await sectionHeadings(page);
  expect(headings).toHaveLength(10);
  TERMS_SECTIONS.forEach((title, index) => {
    expect(headings[index]).toContain(title);
  });
  const article = page.locator('article');
  await expect(article).toContainText('7 days');
  await expect(article).toContainText('European Union');
  await expect(article).toContainText('18');
  await expect(article.getByRole('link', { name: SUPPORT_EMAIL }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
