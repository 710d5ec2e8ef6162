import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createCaptureProvider } from './capture-provider.ts';
import { createMailgunProvider } from './mailgun-provider.ts';
import { type EmailProvider, NO_EMAIL_PROVIDER } from './provider.ts';
import { createSmtpProvider } from './smtp-provider.ts';

/** The provider configuration asks for; NO_EMAIL_PROVIDER when e-mail is off (production without one). */
export function selectEmailProvider(config: Config, db: Database): EmailProvider {
  switch (config.emailProvider) {
    case 'mailgun':
      return createMailgunProvider({
        apiKey: config.mailgun.apiKey ?? '',
        domain: config.mailgun.domain ?? '',
        region: config.mailgun.region,
      });
    case 'smtp':
      return createSmtpProvider(config.smtpUrl ?? '');
    case 'capture':
      return createCaptureProvider(db);
    case 'none':
      return NO_EMAIL_PROVIDER;
  }
}
