import { privacyPolicyDocument } from '#legal/privacy-policy';
import { getSiteConfig } from '../../lib/site-config.ts';
import { LegalDocument } from './legal-document.tsx';

export default function PrivacyPolicyPage() {
  const { supportEmail, retention } = getSiteConfig();
  return (
    <LegalDocument
      {...privacyPolicyDocument({
        supportEmail,
        answersMonths: retention.answersMonths,
        notFoundLogDays: retention.notFoundLogDays,
        capturedEmailDays: retention.capturedEmailDays,
      })}
    />
  );
}
