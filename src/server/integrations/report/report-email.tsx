import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type AssessmentType, getAssessment } from '../../../domain/assessments/catalogue.ts';
import type { Level } from '../../../domain/assessments/levels.ts';
import {
  formatReportDate,
  NOT_A_DIAGNOSIS_STATEMENT,
  REPORT_SECTIONS,
  REPORT_TITLE,
} from '../../../domain/report/report-content.ts';

export type ReportEmailInput = {
  assessmentType: AssessmentType;
  level: Level;
  createdAt: Date;
  supportEmail: string;
  publicUrl: string;
  orderReference: string;
};

export type RenderedEmail = { subject: string; html: string; text: string };

export const REPORT_PDF_FILENAME = (type: AssessmentType): string => `traitscope-complete-report-${type}.pdf`;

// Terms and conditions: problems with a report's delivery are to be reported within 7 days.
const DELIVERY_COMPLAINT_DAYS = 7;

const COLOURS = {
  paper: '#faf8f5',
  surface: '#ffffff',
  ink: '#1f2933',
  muted: '#52606d',
  line: '#d9e2ec',
  brand: '#0f5e59',
  brandSoft: '#e3f2ef',
  accentSoft: '#efecf9',
  accent: '#5b4a9e',
} as const;

const FONT = "'Atkinson Hyperlegible', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

// Clients that honour prefers-color-scheme get a dark palette; those that invert colours themselves (Gmail,
// Outlook.com) get light-on-dark from explicit colours on every cell, and no image needs to survive inversion
// because there are none.
const DARK_MODE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .ts-body, .ts-outer { background-color: #111a1f !important; }
  .ts-card { background-color: #1b262c !important; border-color: #2f3e46 !important; }
  .ts-text, .ts-card h1, .ts-card p, .ts-card td { color: #eef2f4 !important; }
  .ts-card .ts-muted, .ts-card p.ts-muted { color: #b8c4cc !important; }
  .ts-card .ts-brand, .ts-card p.ts-brand, .ts-card td.ts-brand, .ts-card a { color: #7fd1c7 !important; }
  .ts-note { background-color: #262142 !important; border-color: #9d8ee0 !important; }
  .ts-soft { background-color: #163532 !important; }
}
[data-ogsc] .ts-text { color: #eef2f4 !important; }
[data-ogsc] .ts-muted { color: #b8c4cc !important; }
[data-ogsc] .ts-brand, [data-ogsc] a { color: #7fd1c7 !important; }
`;

type EmailContent = {
  subject: string;
  preheader: string;
  assessmentName: string;
  dateText: string;
  orderReference: string;
  filename: string;
  supportEmail: string;
  publicUrl: string;
  /** The Your data page: see, download, correct or erase (promised in every report e-mail). */
  yourDataUrl: string;
  sections: string[];
};

function buildContent(input: ReportEmailInput): EmailContent {
  const assessmentName = getAssessment(input.assessmentType).name;
  return {
    subject: `Your ${REPORT_TITLE}: ${assessmentName}`,
    preheader: `Your ${REPORT_TITLE} is attached as a PDF. Read it whenever you are ready.`,
    assessmentName,
    dateText: formatReportDate(input.createdAt),
    orderReference: input.orderReference,
    filename: REPORT_PDF_FILENAME(input.assessmentType),
    supportEmail: input.supportEmail,
    publicUrl: input.publicUrl.replace(/\/+$/, ''),
    yourDataUrl: `${input.publicUrl.replace(/\/+$/, '')}/your-data`,
    sections: REPORT_SECTIONS.map((section) => section.title),
  };
}

const paragraph = (extra: Record<string, string | number> = {}) => ({
  margin: '0 0 16px',
  fontFamily: FONT,
  fontSize: '16px',
  lineHeight: '1.6',
  color: COLOURS.ink,
  ...extra,
});

function Row({ children, padding }: { children: ReactNode; padding: string }) {
  return (
    <tr>
      <td className="ts-text" style={{ padding, fontFamily: FONT, color: COLOURS.ink }}>
        {children}
      </td>
    </tr>
  );
}

function ReportEmail({ content }: { content: EmailContent }) {
  const mailto = `mailto:${content.supportEmail}`;
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{content.subject}</title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant stylesheet, no user input */}
        <style dangerouslySetInnerHTML={{ __html: DARK_MODE_CSS }} />
      </head>
      <body className="ts-body" style={{ margin: 0, padding: 0, backgroundColor: COLOURS.paper }}>
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden', opacity: 0, color: COLOURS.paper }}>
          {content.preheader}
        </div>
        <table
          role="presentation"
          className="ts-outer"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          border={0}
          style={{ backgroundColor: COLOURS.paper }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  className="ts-card"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  border={0}
                  style={{
                    maxWidth: '600px',
                    backgroundColor: COLOURS.surface,
                    border: `1px solid ${COLOURS.line}`,
                    borderRadius: '8px',
                  }}
                >
                  <tbody>
                    <Row padding="28px 32px 0">
                      <p
                        className="ts-brand"
                        style={paragraph({ margin: '0 0 20px', fontWeight: 700, color: COLOURS.brand })}
                      >
                        Traitscope
                      </p>
                      <h1
                        style={{
                          margin: '0 0 16px',
                          fontFamily: FONT,
                          fontSize: '24px',
                          lineHeight: '1.3',
                          color: COLOURS.ink,
                        }}
                      >
                        Your {REPORT_TITLE} is ready
                      </h1>
                      <p style={paragraph()}>Hello,</p>
                      <p style={paragraph()}>
                        Thank you for your order. Your {REPORT_TITLE} for the{' '}
                        <strong>{content.assessmentName}</strong> assessment is attached to this e-mail as a
                        PDF file ({content.filename}).
                      </p>
                      <p style={paragraph()}>
                        You can read it on screen, save it, or print it to take to an appointment. There is no
                        need to read it all at once.
                      </p>
                    </Row>
                    <Row padding="0 32px">
                      <p style={paragraph({ margin: '0 0 8px', fontWeight: 700 })}>What is inside</p>
                      <table role="presentation" cellPadding={0} cellSpacing={0} border={0} width="100%">
                        <tbody>
                          {content.sections.map((section) => (
                            <tr key={section}>
                              <td
                                className="ts-brand"
                                width="20"
                                valign="top"
                                style={{
                                  fontFamily: FONT,
                                  fontSize: '16px',
                                  lineHeight: '1.6',
                                  color: COLOURS.brand,
                                }}
                              >
                                •
                              </td>
                              <td
                                className="ts-text"
                                style={{
                                  fontFamily: FONT,
                                  fontSize: '16px',
                                  lineHeight: '1.6',
                                  color: COLOURS.ink,
                                }}
                              >
                                {section}
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </Row>
                    <Row padding="20px 32px 0">
                      <table
                        role="presentation"
                        className="ts-note"
                        cellPadding={0}
                        cellSpacing={0}
                        border={0}
                        width="100%"
                        style={{
                          backgroundColor: COLOURS.accentSoft,
                          borderLeft: `4px solid ${COLOURS.accent}`,
                          borderRadius: '4px',
                        }}
                      >
                        <tbody>
                          <tr>
                            <td className="ts-text" style={{ padding: '14px 16px' }}>
                              <p style={paragraph({ margin: '0 0 4px', fontWeight: 700 })}>
                                A gentle reminder
                              </p>
                              <p style={paragraph({ margin: 0 })}>{NOT_A_DIAGNOSIS_STATEMENT}</p>
                            </td>
                          </tr>
                        </tbody>
                      </table>
                    </Row>
                    <Row padding="20px 32px 8px">
                      <p className="ts-muted" style={paragraph({ fontSize: '15px', color: COLOURS.muted })}>
                        Order reference: <strong>{content.orderReference}</strong>
                        <br />
                        Assessment completed on: {content.dateText}
                      </p>
                    </Row>
                    <tr>
                      <td
                        className="ts-soft"
                        style={{
                          padding: '20px 32px 24px',
                          backgroundColor: COLOURS.brandSoft,
                          borderRadius: '0 0 8px 8px',
                        }}
                      >
                        <p className="ts-text" style={paragraph({ fontSize: '15px', margin: '0 0 8px' })}>
                          Questions, or trouble opening the attachment? Write to us at{' '}
                          <a href={mailto} style={{ color: COLOURS.brand, fontWeight: 700 }}>
                            {content.supportEmail}
                          </a>
                          . If anything is wrong with your report, please tell us within{' '}
                          {DELIVERY_COMPLAINT_DAYS} days.
                        </p>
                        <p
                          className="ts-muted"
                          style={paragraph({ fontSize: '14px', margin: 0, color: COLOURS.muted })}
                        >
                          You are receiving this e-mail because you ordered a report from{' '}
                          <a href={content.publicUrl} style={{ color: COLOURS.brand }}>
                            Traitscope
                          </a>
                          . To see, download or erase the data we hold for you, visit{' '}
                          <a href={content.yourDataUrl} style={{ color: COLOURS.brand }}>
                            Your data
                          </a>
                          .
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

function renderText(content: EmailContent): string {
  return [
    `Your ${REPORT_TITLE} is ready`,
    '',
    'Hello,',
    '',
    `Thank you for your order. Your ${REPORT_TITLE} for the ${content.assessmentName} assessment is attached to this e-mail as a PDF file (${content.filename}).`,
    '',
    'You can read it on screen, save it, or print it to take to an appointment. There is no need to read it all at once.',
    '',
    'What is inside:',
    ...content.sections.map((section) => `- ${section}`),
    '',
    'A gentle reminder:',
    NOT_A_DIAGNOSIS_STATEMENT,
    '',
    `Order reference: ${content.orderReference}`,
    `Assessment completed on: ${content.dateText}`,
    '',
    '-- ',
    `Questions, or trouble opening the attachment? Write to us at ${content.supportEmail}. If anything is wrong with your report, please tell us within ${DELIVERY_COMPLAINT_DAYS} days.`,
    `You are receiving this e-mail because you ordered a report from Traitscope (${content.publicUrl}).`,
    `To see, download or erase the data we hold for you, visit Your data: ${content.yourDataUrl}`,
    '',
  ].join('\n');
}

/**
 * The e-mail that carries the Complete Report. It names the assessment but not the result: the body can show in
 * previews and on lock screens, and answers about neurodivergent traits are health data, so the result itself
 * stays in the attachment.
 */
export async function renderReportEmail(input: ReportEmailInput): Promise<RenderedEmail> {
  const content = buildContent(input);
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<ReportEmail content={content} />)}`;
  return { subject: content.subject, html, text: renderText(content) };
}
