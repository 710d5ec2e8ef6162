import type { Config } from '../../config.ts';
import type { EmailProvider } from '../../integrations/email/provider.ts';
import { renderTestMessageEmail } from '../../integrations/email-templates/test-message-email.tsx';

/** Sends the short test message straight through the provider (not the outbox): staff see at once what it says. */
export async function sendTestEmail({
  provider,
  config,
  to,
  sentBy,
}: {
  provider: EmailProvider;
  config: Config;
  to: string;
  sentBy: string;
}) {
  const sentAt = new Date();
  const result = await provider.send({
    to,
    from: config.emailFrom,
    ...renderTestMessageEmail({ sentBy, sentAt, provider: provider.name }),
    attachments: [],
    messageId: `<test-${sentAt.getTime()}@${config.emailFrom.split('@')[1] ?? 'traitscope.local'}>`,
  });
  return result.ok
    ? {
        ok: true,
        provider: provider.name,
        message: `Sent to ${to} (message id ${result.providerMessageId}).`,
      }
    : { ok: false, provider: provider.name, message: `Not sent: ${result.error}` };
}
