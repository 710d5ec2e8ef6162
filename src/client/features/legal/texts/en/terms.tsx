/**
 * The Terms and Conditions in English, the version that prevails (../de/terms.tsx is translated from it and changed
 * with it). Each section's id is fixed, the same in every language, so that links such as `/terms#payment-and-refunds`
 * work in each.
 */
import { Link } from 'wouter';
import { REPORT_PRICE_TEXT } from '../../../../../domain/checkout/price.ts';
import type { LegalDocumentText, LegalSection, LegalTextContext } from '../../legal-document.tsx';

export function termsDocument({ supportEmail }: LegalTextContext): LegalDocumentText {
  const contact = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;

  const sections: LegalSection[] = [
    {
      title: 'Agreement to Terms',
      id: 'agreement-to-terms',
      content: (
        <>
          <p>
            These terms apply when you use the Traitscope website ("we", "us"), take an assessment, buy a
            Complete Report or use the referral programme. By using the website, you agree to them. If you do
            not agree, please do not use the website.
          </p>
          <p>
            Our <Link href="/privacy-policy">Privacy Policy</Link> explains how we handle your information. It
            is part of these terms.
          </p>
        </>
      ),
    },
    {
      title: 'Information Only – Not a Diagnosis',
      id: 'information-only-not-a-diagnosis',
      content: (
        <>
          <p>
            <strong>Our assessments and reports are for information only. They are not a diagnosis.</strong>{' '}
            They cannot tell you whether you are autistic, have ADHD or any other condition, and they do not
            replace an assessment, advice or treatment from a professional.
          </p>
          <p>
            Please discuss your results with a qualified healthcare professional, such as your doctor, a
            psychologist or a psychiatrist. Do not ignore or delay professional advice because of a result on
            this website.
          </p>
          <p>
            The Complete Report may list resources and diagnostic centres. We include them to help you find
            support; we do not recommend or take responsibility for any particular provider.
          </p>
          <p>
            If you are in crisis or feel unsafe, please contact your local emergency services straight away.
          </p>
        </>
      ),
    },
    {
      title: 'Age Requirement',
      id: 'age-requirement',
      content: (
        <>
          <p>The assessments are written for adults. You must be 18 or older to use this website.</p>
          <p>
            If you are under 18, you may use the website only with the consent of a parent or guardian, and
            with their guidance. A parent or guardian must also agree to any purchase.
          </p>
        </>
      ),
    },
    {
      title: 'User Responsibilities',
      id: 'user-responsibilities',
      content: (
        <>
          <p>When you use the website, please:</p>
          <ul>
            <li>answer the questions honestly and for yourself;</li>
            <li>
              check your e-mail address carefully at checkout, because that is where we send your report;
            </li>
            <li>
              only invite friends who would welcome an invitation, and only if they are happy for you to share
              their e-mail address with us;
            </li>
            <li>keep your share links private if you do not want others to see your results summary.</li>
          </ul>
          <p>Please do not:</p>
          <ul>
            <li>try to break into, overload or disrupt the website, or get around its security;</li>
            <li>collect content from the website automatically, for example with scrapers or bots;</li>
            <li>try to get a report without paying, or misuse discount or referral codes;</li>
            <li>use the website for anything unlawful.</li>
          </ul>
          <p>We may block access for anyone who breaks these rules.</p>
        </>
      ),
    },
    {
      title: 'Intellectual Property',
      id: 'intellectual-property',
      content: (
        <>
          <p>
            The website and everything on it, including the questions, texts, reports, design and logo, belong
            to Traitscope or to those who licensed them to us. They are protected by copyright and other laws.
          </p>
          <p>
            You may use the website and your own report for personal, non-commercial purposes. You are welcome
            to print your report and share it with your healthcare professional or people you trust.
          </p>
          <p>
            You may not copy, sell, republish or adapt the assessments, reports or other content without our
            written permission.
          </p>
        </>
      ),
    },
    {
      title: 'Payment and Refunds',
      id: 'payment-and-refunds',
      content: (
        <>
          <h3>Price and payment</h3>
          <ul>
            <li>The Complete Report costs {REPORT_PRICE_TEXT}: the price you pay, with VAT included.</li>
            <li>
              Payment is handled by our payment processor, Stripe. You enter your card details on its secure
              payment page. We do not receive or store your card details.
            </li>
            <li>
              We send the report as a PDF to the e-mail address you give at checkout, usually within minutes.
            </li>
            <li>
              Discount and reward codes cannot be exchanged for money, and a reward code can be used only
              once.
            </li>
          </ul>

          <h3>Refunds</h3>
          <p>
            The Complete Report is digital content, delivered straight away. Because of this, we generally do
            not give refunds once a report has been delivered.
          </p>
          <p>
            Consumers in the European Union normally have 14 days to withdraw from an online purchase. When
            you ask for your report to be delivered immediately, you agree that delivery starts straight away,
            and you acknowledge that you lose this right of withdrawal once delivery has started.
          </p>

          <h3>If your report does not arrive</h3>
          <p>
            If your report does not arrive, or the file cannot be opened, please tell us within 7 days of your
            purchase at {contact}. Please check your spam folder first. We will send it again, and if we
            cannot deliver it, we will refund you.
          </p>

          <p>
            <strong>Your statutory rights are not affected.</strong> Nothing in these terms limits the rights
            you have by law as a consumer in the European Union, for example if a report is not delivered or
            is not as described.
          </p>
        </>
      ),
    },
    {
      title: 'Limitation of Liability',
      id: 'limitation-of-liability',
      content: (
        <>
          <p>
            We work hard to make our assessments careful and useful. But they are for information only, and we
            cannot promise that the results are complete or accurate for you. We are not responsible for
            decisions you make based only on your results, without professional advice.
          </p>
          <p>
            As far as the law allows, our total liability to you for anything related to the website or a
            report is limited to the amount you paid us.
          </p>
          <p>
            This does not limit our liability where the law does not allow it to be limited, for example for
            death or personal injury caused by our negligence, for fraud, or for harm we cause on purpose or
            through gross negligence.
          </p>
        </>
      ),
    },
    {
      title: 'Modification of Terms',
      id: 'modification-of-terms',
      content: (
        <>
          <p>
            We may update these terms from time to time, for example when we add features or the law changes.
            When we do, we will change the effective date at the top of this page.
          </p>
          <p>
            The terms that apply to a purchase are the ones in effect on the day you made it. If you keep
            using the website after a change, the new terms apply to that use.
          </p>
        </>
      ),
    },
    {
      title: 'Governing Law',
      id: 'governing-law',
      content: (
        <>
          <p>These terms are governed by the law of the European Union.</p>
          <p>
            If you are a consumer, this does not take away the protection you have under the mandatory
            consumer-protection law of the country where you live.
          </p>
          <p>If you have a problem, please contact us first. We would like to help put it right.</p>
        </>
      ),
    },
    {
      title: 'Contact Information',
      id: 'contact-information',
      content: <p>If you have any questions about these terms, please e-mail us at {contact}.</p>,
    },
  ];

  return {
    title: 'Terms and Conditions',
    intro: (
      <p>
        These terms explain the rules for using Traitscope and buying a Complete Report. We have kept them as
        short and clear as we can. The most important point: our assessments give you information, not a
        diagnosis.
      </p>
    ),
    sections,
  };
}
