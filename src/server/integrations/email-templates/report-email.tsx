import { type AssessmentType, getAssessment } from '../../../domain/assessments/catalogue.ts';
import type { Level } from '../../../domain/assessments/levels.ts';
import { formatBuyerPrice } from '../../../domain/checkout/price.ts';
import {
  formatReportDate,
  NOT_A_DIAGNOSIS_STATEMENT,
  REPORT_SECTIONS,
  REPORT_TITLE,
} from '../../../domain/report/report-content.ts';
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
  assessmentType: AssessmentType;
  level: Level;
  createdAt: Date;
  supportEmail: string;
  publicUrl: string;
  orderReference: string;
  /** What the order cost, in minor units of its currency: the e-mail is also the order's confirmation. */
  amountPaid: { amount: number; currency: string };
};

export const REPORT_PDF_FILENAME = (type: AssessmentType): string => `traitscope-complete-report-${type}.pdf`;

/** The report's letter page alone, to print and sign by itself. */
export const LETTER_PDF_FILENAME = 'traitscope-letter-for-your-doctor.pdf';

// Terms and conditions: problems with a report's delivery are to be reported within 7 days.
const DELIVERY_COMPLAINT_DAYS = 7;

type EmailContent = {
  subject: string;
  preheader: string;
  assessmentName: string;
  dateText: string;
  orderReference: string;
  /** '29.99 EUR incl. VAT', as the pages show prices. */
  amountPaidText: string;
  /** Each attached file and what it is, as the e-mail lists them. */
  attachments: { filename: string; about: string }[];
  supportEmail: string;
  publicUrl: string;
  /** The Your data page: see, download, correct or erase (promised in every report e-mail). */
  yourDataUrl: string;
  sections: string[];
};

function buildContent(input: ReportEmailInput): EmailContent {
  const assessmentName = getAssessment(input.assessmentType).name;
  const publicUrl = input.publicUrl.replace(/\/+$/, '');
  return {
    subject: `Your ${REPORT_TITLE}: ${assessmentName}`,
    preheader: `Your ${REPORT_TITLE} is attached as a PDF. Read it whenever you are ready.`,
    assessmentName,
    dateText: formatReportDate(input.createdAt),
    orderReference: input.orderReference,
    amountPaidText: formatBuyerPrice(input.amountPaid.amount, input.amountPaid.currency),
    attachments: [
      {
        filename: REPORT_PDF_FILENAME(input.assessmentType),
        about: `your ${REPORT_TITLE}; its first page says what is inside and how to use it`,
      },
      {
        filename: LETTER_PDF_FILENAME,
        about: 'the letter to your doctor from your report, on its own, ready to print and sign',
      },
    ],
    supportEmail: input.supportEmail,
    publicUrl,
    yourDataUrl: `${publicUrl}/your-data`,
    sections: REPORT_SECTIONS.map((section) => section.title),
  };
}

const HEADING = `Your ${REPORT_TITLE} is ready`;
const ATTACHED_FILES = 'You will find two PDF files:';

function describeAttachment({ filename, about }: EmailContent['attachments'][number]): string {
  return `${filename}: ${about}`;
}
const READ_ANY_WAY =
  'You can read it on screen, save it, or print it to take to an appointment. There is no need to read it all at once.';

function ReportEmail({ content }: { content: EmailContent }) {
  return (
    <EmailLayout
      subject={content.subject}
      preheader={content.preheader}
      heading={HEADING}
      footer={
        <>
          <Paragraph>
            Questions, or trouble opening the attachment? Write to us at{' '}
            <TextLink href={`mailto:${content.supportEmail}`}>{content.supportEmail}</TextLink>. If anything
            is wrong with your report, please tell us within {DELIVERY_COMPLAINT_DAYS} days.
          </Paragraph>
          <Paragraph isMuted>
            You are receiving this e-mail because you ordered a report from{' '}
            <TextLink href={content.publicUrl}>Traitscope</TextLink>. To see, download or erase the data we
            hold for you, visit <TextLink href={content.yourDataUrl}>Your data</TextLink>.
          </Paragraph>
        </>
      }
    >
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Thank you for your order. Your {REPORT_TITLE} for the <strong>{content.assessmentName}</strong>{' '}
        assessment is attached to this e-mail. {ATTACHED_FILES}
      </Paragraph>
      <BulletList items={content.attachments.map(describeAttachment)} />
      <Paragraph>{READ_ANY_WAY}</Paragraph>
      <Strong>What is inside</Strong>
      <BulletList items={content.sections} />
      <Callout title="A gentle reminder">{NOT_A_DIAGNOSIS_STATEMENT}</Callout>
      <Paragraph isMuted>
        Order reference: <strong>{content.orderReference}</strong>
        <br />
        Amount paid: {content.amountPaidText}
        <br />
        Assessment completed on: {content.dateText}
      </Paragraph>
    </EmailLayout>
  );
}

function renderText(content: EmailContent): string[] {
  return [
    HEADING,
    '',
    'Hello,',
    '',
    `Thank you for your order. Your ${REPORT_TITLE} for the ${content.assessmentName} assessment is attached to this e-mail. ${ATTACHED_FILES}`,
    ...content.attachments.map((attachment) => `- ${describeAttachment(attachment)}`),
    '',
    READ_ANY_WAY,
    '',
    'What is inside:',
    ...content.sections.map((section) => `- ${section}`),
    '',
    'A gentle reminder:',
    NOT_A_DIAGNOSIS_STATEMENT,
    '',
    `Order reference: ${content.orderReference}`,
    `Amount paid: ${content.amountPaidText}`,
    `Assessment completed on: ${content.dateText}`,
    '',
    '-- ',
    `Questions, or trouble opening the attachment? Write to us at ${content.supportEmail}. If anything is wrong with your report, please tell us within ${DELIVERY_COMPLAINT_DAYS} days.`,
    `You are receiving this e-mail because you ordered a report from Traitscope (${content.publicUrl}).`,
    `To see, download or erase the data we hold for you, visit Your data: ${content.yourDataUrl}`,
  ];
}

/**
 * The e-mail that carries the Complete Report. It names the assessment but not the result: the body can show in
 * previews and on lock screens, and answers about neurodivergent traits are health data, so the result itself
 * stays in the attachment.
 */
export async function renderReportEmail(input: ReportEmailInput): Promise<RenderedEmail> {
  const content = buildContent(input);
  return renderEmail(content.subject, <ReportEmail content={content} />, renderText(content));
}
