import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATE_KINDS } from '../../../domain/email/schemas.ts';
import { renderAdminNotification } from './admin-notification-email.tsx';
import { renderEmailPreview } from './email-previews.tsx';

const CONTEXT = { publicUrl: 'https://traitscope.example', supportEmail: 'help@traitscope.example' };

describe.each(EMAIL_TEMPLATE_KINDS)('the %s e-mail', (kind) => {
  it('is one layout: a complete document with the brand, a heading, and a plain-text twin', async () => {
    const email = await renderEmailPreview(kind, CONTEXT);
    expect(email.subject.length).toBeGreaterThan(5);
    expect(email.html.startsWith('<!DOCTYPE html><html lang="en"')).toBe(true);
    expect(email.html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(email.html).toContain('>Traitscope</p>');
    expect(email.html).not.toMatch(/<img|<link|<script/i);
    expect(email.text).not.toMatch(/<[a-z]/i);
    expect(email.text).toContain(email.subject.split(':')[0] ?? '');
    expect(`${email.html} ${email.text}`).not.toMatch(/\bundefined\b|\[object|NaN/);
  });
});

describe('escaping', () => {
  it('escapes every value in the HTML, however it arrives', () => {
    const email = renderAdminNotification({
      subject: 'Order <b>1</b> needs attention',
      note: '<script>alert("x")</script> & "quotes"',
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>1</b>');
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.html).toContain('&amp; &quot;quotes&quot;');
    expect(email.text).toContain('<script>alert("x")</script> & "quotes"');
  });
});
