import { describe, expect, it } from 'vitest';
import { notADiagnosis } from '#messages/report';
import { ASSESSMENT_TYPES, getAssessment } from '../../../domain/assessments/catalogue.ts';
import { MESSAGES } from '../../../domain/messages/messages.ts';
import { REPORT_SECTIONS } from '../../../domain/report/report-content.ts';
import { letterPdfFilename, renderReportEmail, reportPdfFilename } from './report-email.tsx';

const INPUT = {
  language: 'en',
  level: 'medium',
  createdAt: new Date('2025-04-14T09:30:00Z'),
  supportEmail: 'care@report-test.example',
  publicUrl: 'https://traitscope.example/',
  orderReference: 'TS-000042',
  amountPaid: { amount: 2999, currency: 'EUR' },
} as const;

describe.each(ASSESSMENT_TYPES)('the %s report e-mail', (type) => {
  it('names the assessment in the subject and the body', async () => {
    const email = await renderReportEmail({ ...INPUT, assessmentType: type });
    const name = getAssessment(type).name;
    expect(email.subject).toBe(`Your Complete Report: ${name}`);
    expect(email.text).toContain(name);
    expect(email.html).toContain(name.replace('&', '&amp;'));
  });

  it('lists the two attached PDFs, what the report holds, that it is not a diagnosis, and where to get help', async () => {
    const email = await renderReportEmail({ ...INPUT, assessmentType: type });
    for (const body of [email.html, email.text]) {
      expect(body).toContain('You will find two PDF files:');
      expect(body).toContain(`${reportPdfFilename(type, 'en')}: your Complete Report`);
      expect(body).toContain(
        `${letterPdfFilename('en')}: the letter to your doctor from your report, on its own`,
      );
      for (const section of REPORT_SECTIONS) expect(body).toContain(section.title);
      expect(body).toContain(notADiagnosis);
      expect(body).toContain(INPUT.supportEmail);
      expect(body).toContain(INPUT.orderReference);
      // It is also the order's confirmation: the amount in the words every page uses for a price.
      expect(body).toContain('Amount paid: 29.99 EUR incl. VAT');
      expect(body).toContain('14 April 2025');
      expect(body).not.toMatch(/\bundefined\b|\bnull\b|\[object|NaN/);
    }
  });

  it('links to the Your data page, where the buyer can download or erase their data', async () => {
    const email = await renderReportEmail({ ...INPUT, assessmentType: type });
    expect(email.html).toContain('href="https://traitscope.example/your-data"');
    expect(email.text).toContain('https://traitscope.example/your-data');
  });

  it('keeps the result itself out of the e-mail body', async () => {
    const email = await renderReportEmail({ ...INPUT, assessmentType: type, level: 'high' });
    expect(`${email.subject} ${email.html} ${email.text}`).not.toMatch(/Alignment/);
  });
});

describe('the report e-mail HTML', () => {
  it('is a complete, table-based document with inline styles and no external images', async () => {
    const { html } = await renderReportEmail({ ...INPUT, assessmentType: 'adhd' });
    expect(html.startsWith('<!DOCTYPE html><html lang="en"')).toBe(true);
    expect(html).toContain('role="presentation"');
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain('prefers-color-scheme: dark');
    expect(html).not.toMatch(/<img|<link|url\(|<script/i);
    expect(html).toContain(`href="mailto:${INPUT.supportEmail}"`);
    expect(html).toContain('href="https://traitscope.example"');
  });

  it('names the attachment after the assessment', () => {
    expect(reportPdfFilename('adhd', 'en')).toBe('traitscope-complete-report-adhd.pdf');
    const names = ASSESSMENT_TYPES.map((type) => reportPdfFilename(type, 'en'));
    expect(new Set(names).size).toBe(ASSESSMENT_TYPES.length);
  });
});

describe('the report e-mail of an order placed in German', () => {
  const german = { ...INPUT, language: 'de', assessmentType: 'adhd' } as const;
  const { report } = MESSAGES.de;

  it('is written in German throughout: subject, body, section list, price, date and links', async () => {
    const email = await renderReportEmail(german);
    expect(email.subject).toBe('Ihr vollständiger Bericht: Merkmale von Aufmerksamkeit und Fokus');
    expect(email.html.startsWith('<!DOCTYPE html><html lang="de"')).toBe(true);
    for (const body of [email.html, email.text]) {
      expect(body).toContain('Sie finden zwei PDF-Dateien:');
      for (const title of Object.values(report.sectionTitles).filter((title) => !title.startsWith('Anhang')))
        expect(body).toContain(title);
      expect(body).toContain(report.notADiagnosis);
      expect(body).toContain('Bezahlter Betrag: 29,99 EUR inkl. MwSt.');
      expect(body).toContain('14. April 2025');
      expect(body).toContain('https://traitscope.example/de/your-data');
      expect(body).toContain('traitscope-vollstaendiger-bericht-adhd.pdf');
    }
  });

  it('leaves no sentence of the English e-mail behind', async () => {
    const [english, translated] = await Promise.all([
      renderReportEmail({ ...german, language: 'en' }),
      renderReportEmail(german),
    ]);
    const sentences = english.text
      .split('\n')
      .filter((line) => line.split(' ').length >= 4 && !line.includes('Traitscope ('));
    expect(sentences.length).toBeGreaterThan(10);
    for (const sentence of sentences) expect(translated.text).not.toContain(sentence);
  });
});
