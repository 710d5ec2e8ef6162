import type { Page } from '@playwright/test';
import { type AxeScope, expect, expectNoAxeViolations } from './fixtures.ts';

type CapturedSummary = { id: number; to: string; subject: string; attachments: { filename: string }[] };
type Captured = CapturedSummary & { html: string; text: string; headers: Record<string, string> };

/**
 * The newest message the capture mailbox holds for `to`, read as an admin. The outbox worker sends every
 * 2 seconds, so the message arrives shortly after it was queued; the first report after the server started
 * also waits for the report render worker to start, which takes several seconds on a busy machine.
 */
export async function capturedEmailTo(adminPage: Page, to: string, subject?: string): Promise<Captured> {
  let found: CapturedSummary | undefined;
  await expect
    .poll(
      async () => {
        const response = await adminPage.request.get('/api/admin/emails');
        expect(response.status()).toBe(200);
        const emails = (await response.json()) as CapturedSummary[];
        found = emails.find((email) => email.to === to && (!subject || email.subject === subject));
        return found !== undefined;
      },
      { timeout: 45_000, message: `an e-mail to ${to} in the capture mailbox` },
    )
    .toBe(true);
  const response = await adminPage.request.get(`/api/admin/emails/${found?.id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Captured;
}

/**
 * Zero axe violations (as `expectNoAxeViolations`), leaving out the e-mails shown in iframes with an empty sandbox:
 * axe waits forever for a frame that refuses scripts, and what is inside is the recipient's e-mail as sent, not part
 * of the admin page around it.
 */
export async function expectNoAxeViolationsBesideMessages(page: Page, scope: AxeScope = {}): Promise<void> {
  await expectNoAxeViolations(page, { ...scope, exclude: 'iframe[sandbox]' });
}
