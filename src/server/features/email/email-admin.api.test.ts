import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAsAdmin } from '../../../../tests/support/admin-session.ts';
import { createResult } from '../../../../tests/support/assessment-fixtures.ts';
import {
  createTestApp,
  postAs,
  startVisitorSession,
  TEST_SECRET_KEY,
  type TestApp,
  type VisitorSession,
} from '../../../../tests/support/test-app.ts';
import { EMAIL_TEMPLATE_KINDS } from '../../../domain/email/schemas.ts';
import { sharedReportRenderPool } from '../../integrations/report/report-render-pool.ts';
import { deliverDueMessages } from '../../outbox/delivery.ts';
import { reportEmailStatus } from '../checkout/report-email-status.ts';
import { sharedScoreComparison } from '../comparison/score-comparison.ts';
import { renderOutboxMessage } from './render-message.ts';

let t: TestApp;
let admin: VisitorSession;
beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_PER_MINUTE: '10000', FREE_ORDER_CODE: 'FREE', SUPPORT_EMAIL: 'help@traitscope.test' },
  });
  admin = await logInAsAdmin(t.app);
});
afterAll(() => t.close());

const get = (url: string, session = admin) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: session.cookie } });

describe('admin e-mail tools', () => {
  it.each([
    '/api/admin/emails',
    '/api/admin/emails/1',
    '/api/admin/outbox',
    '/api/admin/email-diagnostics',
    '/api/admin/report-preview/adhd',
    '/api/admin/email-preview/adhd',
  ])('GET %s answers 401 without an admin session', async (url) => {
    const visitor = await startVisitorSession(t.app);
    expect((await get(url, visitor)).statusCode).toBe(401);
  });

  it('delivers a bought report to the capture mailbox with its PDF, readable on the debug page', async () => {
    const visitor = await startVisitorSession(t.app);
    const resultId = await createResult(t.app, visitor, 'dyspraxia', 2);
    const order = await postAs(t.app, visitor, '/api/free-order', {
      consent: true,
      email: 'reader@example.org',
      assessmentType: 'dyspraxia',
      assessmentResultId: resultId,
      discountCode: 'FREE',
    });
    expect(order.json().emailStatus).toBe('pending');

    const context = {
      db: t.app.db,
      emailFrom: 'reports@traitscope.test',
      supportEmail: 'help@traitscope.test',
      publicUrl: 'http://localhost:5000',
      secretKey: TEST_SECRET_KEY,
      renderReportFiles: sharedReportRenderPool(t.app.config.reportRender).render,
      comparison: sharedScoreComparison(t.app.db, t.app.config.comparison),
      earlierTake: async () => null,
    };
    await deliverDueMessages({
      db: t.app.db,
      provider: t.app.email,
      render: (row) => renderOutboxMessage(context, row),
      // The order's e-mail status is checkout's, handed to the outbox as app.ts hands it.
      hooks: { report: reportEmailStatus },
      emailFrom: context.emailFrom,
      adminEmail: undefined,
    });

    const outcome = await postAs(t.app, visitor, '/api/process-order', { assessmentResultId: resultId });
    expect(outcome.json()).toMatchObject({ success: true, emailSent: true, emailStatus: 'sent' });

    const list = (await get('/api/admin/emails')).json();
    const mail = list.find((m: { to: string }) => m.to === 'reader@example.org');
    expect(mail.subject).toContain('Dyspraxia');
    expect(mail.attachments).toEqual([
      {
        filename: 'traitscope-complete-report-dyspraxia.pdf',
        contentType: 'application/pdf',
        size: expect.any(Number),
      },
      {
        filename: 'traitscope-letter-for-your-doctor.pdf',
        contentType: 'application/pdf',
        size: expect.any(Number),
      },
    ]);
    const full = (await get(`/api/admin/emails/${mail.id}`)).json();
    expect(full.html).toContain('help@traitscope.test');
    expect(full.text).toContain('help@traitscope.test');
    const pdf = await get(`/api/admin/emails/${mail.id}/attachments/0`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const outboxRows = (await get('/api/admin/outbox')).json();
    expect(outboxRows[0]).toMatchObject({
      kind: 'report',
      recipient: 'reader@example.org',
      status: 'sent',
      attempts: 1,
    });
  });

  it('runs the test e-mail flow step by step and reports each outcome', async () => {
    const response = await postAs(t.app, admin, '/api/admin/test-email-flow', {
      email: 'flow@example.org',
      assessmentType: 'audhd',
    });
    const flow = response.json();
    expect(flow.ok, JSON.stringify(flow.steps)).toBe(true);
    expect(flow.steps.map((s: { name: string }) => s.name)).toEqual([
      'Store a sample assessment',
      'Create a test order and queue its report e-mail',
      'Render the report and e-mail',
      'Send through capture',
    ]);
    expect(flow.steps.every((s: { ok: boolean }) => s.ok)).toBe(true);
    const list = (await get('/api/admin/emails')).json();
    expect(
      list.some(
        (m: { to: string; subject: string }) =>
          m.to === 'flow@example.org' && m.subject.includes('Comprehensive Neurodivergent Traits'),
      ),
    ).toBe(true);
  });

  it('sends a test message through the current provider', async () => {
    const response = await postAs(t.app, admin, '/api/admin/email-test', { to: 'probe@example.org' });
    expect(response.json()).toMatchObject({ ok: true, provider: 'capture' });
    const invalid = await postAs(t.app, admin, '/api/admin/email-test', { to: 'nope' });
    expect(invalid.statusCode).toBe(400);
  });

  it('shows the provider, its check, the configuration and the outbox counts', async () => {
    const diagnostics = (await get('/api/admin/email-diagnostics')).json();
    expect(diagnostics).toMatchObject({
      provider: 'capture',
      check: { ok: true },
      configuration: { supportEmail: 'help@traitscope.test', mailgunRegion: 'eu', smtpConfigured: false },
    });
    expect(diagnostics.outbox.sent).toBeGreaterThanOrEqual(2);
  });

  it('previews every report and e-mail with sample answers', async () => {
    const pdf = await get('/api/admin/report-preview/asd');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const email = (await get('/api/admin/email-preview/spd')).json();
    expect(email.subject).toContain('Sensory');
    expect(email.html).toContain('help@traitscope.test');
    expect((await get('/api/admin/report-preview/unknown')).statusCode).toBe(400);
  });

  it('previews every e-mail template with example data, and refuses an unknown one', async () => {
    for (const kind of EMAIL_TEMPLATE_KINDS) {
      const response = await get(`/api/admin/email-templates/${kind}/preview`);
      expect(response.statusCode, kind).toBe(200);
      const email = response.json();
      expect(email.html, kind).toContain('<!DOCTYPE html>');
      expect(email.text.length, kind).toBeGreaterThan(20);
    }
    const unknown = await get('/api/admin/email-templates/newsletter/preview');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Unknown e-mail template.');
  });
});
