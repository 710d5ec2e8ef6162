import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATE_KINDS } from '../../../domain/email/schemas.ts';
import { MESSAGE_LANGUAGES } from '../../../domain/messages/messages.ts';
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

/** The e-mails a visitor gets, in the language of their page; the admin's own are English. */
const VISITOR_KINDS = EMAIL_TEMPLATE_KINDS.filter(
  (kind) => kind !== 'admin-notification' && kind !== 'test-message',
);
const TRANSLATED = MESSAGE_LANGUAGES.filter((language) => language !== 'en');

describe.each(TRANSLATED)('the e-mails a visitor gets in %s', (language) => {
  it.each(VISITOR_KINDS)(
    '%s: in the language throughout, no sentence of the English one left behind',
    async (kind) => {
      const [english, translated] = await Promise.all([
        renderEmailPreview(kind, CONTEXT),
        renderEmailPreview(kind, { ...CONTEXT, language }),
      ]);
      expect(translated.html.startsWith(`<!DOCTYPE html><html lang="${language}"`)).toBe(true);
      expect(translated.subject).not.toBe(english.subject);
      const sentences = english.text
        .split(/\n|(?<=[.!?:])\s+/)
        .filter((line) => line.split(' ').length >= 4 && !line.includes('Traitscope ('));
      expect(sentences.length).toBeGreaterThan(1);
      for (const sentence of sentences) expect(translated.text).not.toContain(sentence);
    },
  );
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
