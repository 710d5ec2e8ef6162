import { termsDocument } from '#legal/terms';
import { getSiteConfig } from '../../lib/site-config.ts';
import { LegalDocument } from './legal-document.tsx';

export default function TermsPage() {
  const { supportEmail, retention } = getSiteConfig();
  return <LegalDocument {...termsDocument({ supportEmail, answersMonths: retention.answersMonths })} />;
}
