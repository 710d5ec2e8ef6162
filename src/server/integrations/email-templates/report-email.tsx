import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import type { Level } from '../../../domain/assessments/levels.ts';
import { formatBuyerPrice } from '../../../domain/checkout/price.ts';
import { pathIn } from '../../../domain/locale/language-paths.ts';
import { MESSAGES, type MessageLanguage } from '../../../domain/messages/messages.ts';
import { formatReportDate, REPORT_SECTIONS } from '../../../domain/report/report-content.ts';
import {
  BulletList,
  Callout,
  EmailLayout,
  Paragraph,
  type RenderedEmail,
  renderEmail,
  Strong,
  TextLink,
} from './email-layout.tsx';

export type ReportEmailInput = {
  /** The order's language: the e-mail, like the report it carries, is written in it. */
  language: MessageLanguage;
  assessmentType: AssessmentType;
  level: Level;
  createdAt: Date;
  supportEmail: string;
  publicUrl: string;
  orderReference: string;
  /** What the order cost, in minor units of its currency: the e-mail is also the order's confirmation. */
  amountPaid: { amount: number; currency: string };
};

/** The report's file, named in the reader's language and after the assessment. */
export function reportPdfFilename(type: AssessmentType, language: MessageLanguage): string {
  return `${MESSAGES[language]['report-email'].reportFileName}-${type}.pdf`;
}

/** The report's letter page alone, to print and sign by itself. */
export function letterPdfFilename(language: MessageLanguage): string {
  return `${MESSAGES[language]['report-email'].letterFileName}.pdf`;
}

// Terms and conditions: problems with a report's delivery are to be reported within 7 days.
const DELIVERY_COMPLAINT_DAYS = 7;

type EmailContent = {
  language: MessageLanguage;
  words: (typeof MESSAGES)[MessageLanguage]['report-email'];
  notADiagnosis: string;
  subject: string;
  assessmentName: string;
  dateText: string;
  orderReference: string;
  /** '29.99 EUR incl. VAT', as the pages show prices. */
  amountPaidText: string;
  /** Each attached file and what it is, as the e-mail lists them. */
  attachments: string[];
  supportEmail: string;
  publicUrl: string;
  /** The Your data page: see, download, correct or erase (promised in every report e-mail). */
  yourDataUrl: string;
  sections: string[];
};

function buildContent(input: ReportEmailInput): EmailContent {
  const messages = MESSAGES[input.language];
  const words = messages['report-email'];
  const assessmentName = messages.catalogue.assessmentWords[input.assessmentType].name;
  const publicUrl = input.publicUrl.replace(/\/+$/, '');
  // A language's messages format in that language (its `locale` message names it).
  const locale = input.language;
  return {
    language: input.language,
    words,
    notADiagnosis: messages.report.notADiagnosis,
    subject: words.subject({ assessmentName }),
    assessmentName,
    dateText: formatReportDate(input.createdAt, locale),
    orderReference: input.orderReference,
    amountPaidText: formatBuyerPrice(input.amountPaid.amount, input.amountPaid.currency, {
      locale,
      vatIncluded: messages.locale.vatIncluded,
    }),
    attachments: [
      `${reportPdfFilename(input.assessmentType, input.language)}: ${words.reportFileAbout}`,
      `${letterPdfFilename(input.language)}: ${words.letterFileAbout}`,
    ],
    supportEmail: input.supportEmail,
    publicUrl,
    // The reader's language's page, as every link the site sends.
    yourDataUrl: `${publicUrl}${pathIn(input.language, '/your-data')}`,
    sections: REPORT_SECTIONS.map((section) => messages.report.sectionTitles[section.id]),
  };
}

function ReportEmail({ content }: { content: EmailContent }) {
  const { words } = content;
  return (
    <EmailLayout
      language={content.language}
      subject={content.subject}
      preheader={words.preheader}
      heading={words.heading}
      footer={
        <>
          <Paragraph>
            {words.questionsWriteTo}{' '}
            <TextLink href={`mailto:${content.supportEmail}`}>{content.supportEmail}</TextLink>.{' '}
            {words.complaintWithin({ days: DELIVERY_COMPLAINT_DAYS })}
          </Paragraph>
          <Paragraph isMuted>
            {words.receivingBecause} <TextLink href={content.publicUrl}>Traitscope</TextLink>.{' '}
            {words.seeYourData} <TextLink href={content.yourDataUrl}>{words.yourData}</TextLink>.
          </Paragraph>
        </>
      }
    >
      <Paragraph>{words.hello}</Paragraph>
      <Paragraph>
        {words.attachedFor({ assessmentName: content.assessmentName })} {words.attachedFiles}
      </Paragraph>
      <BulletList items={content.attachments} />
      <Paragraph>{words.readAnyWay}</Paragraph>
      <Strong>{words.whatIsInside}</Strong>
      <BulletList items={content.sections} />
      <Callout title={words.gentleReminder}>{content.notADiagnosis}</Callout>
      <Paragraph isMuted>
        {words.orderReference} <strong>{content.orderReference}</strong>
        <br />
        {words.amountPaid} {content.amountPaidText}
        <br />
        {words.completedOn} {content.dateText}
      </Paragraph>
    </EmailLayout>
  );
}

function renderText(content: EmailContent): string[] {
  const { words } = content;
  return [
    words.heading,
    '',
    words.hello,
    '',
    `${words.attachedFor({ assessmentName: content.assessmentName })} ${words.attachedFiles}`,
    ...content.attachments.map((attachment) => `- ${attachment}`),
    '',
    words.readAnyWay,
    '',
    `${words.whatIsInside}:`,
    ...content.sections.map((section) => `- ${section}`),
    '',
    `${words.gentleReminder}:`,
    content.notADiagnosis,
    '',
    `${words.orderReference} ${content.orderReference}`,
    `${words.amountPaid} ${content.amountPaidText}`,
    `${words.completedOn} ${content.dateText}`,
    '',
    '-- ',
    `${words.questionsWriteTo} ${content.supportEmail}. ${words.complaintWithin({ days: DELIVERY_COMPLAINT_DAYS })}`,
    `${words.receivingBecause} Traitscope (${content.publicUrl}).`,
    `${words.seeYourData} ${words.yourData}: ${content.yourDataUrl}`,
  ];
}

/**
 * The e-mail that carries the Complete Report, in the order's language. It names the assessment but not the
 * result: the body can show in previews and on lock screens, and answers about neurodivergent traits are health
 * data, so the result itself stays in the attachment.
 */
export async function renderReportEmail(input: ReportEmailInput): Promise<RenderedEmail> {
  const content = buildContent(input);
  return renderEmail(content.subject, <ReportEmail content={content} />, renderText(content));
}
