import { eq } from 'drizzle-orm';
import type { KeyComparison } from '../../../domain/keys/schemas.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { serviceKeys } from '../../db/schema.ts';
import { createMailgunProvider, type MailgunOptions } from '../../integrations/email/mailgun-provider.ts';
import type { SwitchableEmailProvider } from '../../integrations/email/switchable-provider.ts';
import { AppError } from '../../lib/app-error.ts';
import { decryptSecret, encryptSecret, maskKey } from '../../lib/secret-box.ts';

/**
 * What the key manager compares for each service:
 * development = the key in the environment, production = the key the running process uses now,
 * expected = the key an admin stored (verified by the provider), new_key = one stored but not accepted yet.
 */
export type KeyManager = ReturnType<typeof createKeyManager>;

export function createKeyManager({
  config,
  db,
  email,
  databaseKind,
  mailgunUrl,
}: {
  config: Config;
  db: Database;
  email: SwitchableEmailProvider;
  databaseKind: string;
  /** Only for tests: a stand-in of Mailgun's API. */
  mailgunUrl?: string;
}) {
  let mailgunKeyInUse: { key: string; origin: string } | null =
    config.emailProvider === 'mailgun' && config.mailgun.apiKey
      ? { key: config.mailgun.apiKey, origin: 'environment (MAILGUN_API_KEY)' }
      : null;

  const mailgunOptions = (apiKey: string): MailgunOptions => {
    if (!config.mailgun.domain) {
      throw new AppError('mailgun_domain_missing', {
        status: 409,
        message: 'Set MAILGUN_DOMAIN before storing a Mailgun key: the key is checked against that domain.',
      });
    }
    return { apiKey, domain: config.mailgun.domain, region: 'eu', url: mailgunUrl };
  };

  async function storedKey(service: string) {
    const [row] = await db.select().from(serviceKeys).where(eq(serviceKeys.service, service));
    if (!row) return null;
    return { ...row, key: decryptSecret(config.secretKey, row.encryptedKey) };
  }

  return {
    async compare(): Promise<KeyComparison> {
      const [mailgun, stripe] = await Promise.all([storedKey('mailgun'), storedKey('stripe')]);
      const expected = mailgun?.isVerified ? mailgun.key : null;
      const envKey = config.mailgun.apiKey ?? null;
      return {
        data: {
          mailgun: {
            api_key: {
              development: maskKey(envKey),
              expected: maskKey(expected),
              production: maskKey(mailgunKeyInUse?.key),
              new_key: mailgun && !mailgun.isVerified ? maskKey(mailgun.key) : null,
            },
            key_sources: {
              development: envKey ? 'MAILGUN_API_KEY in the environment' : 'not set',
              expected: mailgun
                ? `stored by ${mailgun.updatedBy} on ${mailgun.updatedAt.toISOString()}`
                : 'none stored',
              production: mailgunKeyInUse
                ? 'in use by the running e-mail service'
                : `no Mailgun key in use (provider: ${email.name})`,
            },
            key_origins: { production: mailgunKeyInUse?.origin ?? 'none' },
            domain: { current: config.mailgun.domain ?? null, expected: config.mailgun.domain ?? null },
            region: { current: config.mailgun.region, expected: 'eu' },
            is_matching: expected === null || mailgunKeyInUse?.key === expected,
          },
          stripe: {
            api_key: { development: maskKey(config.stripe.secretKey), expected: maskKey(stripe?.key) },
            is_matching: !stripe || stripe.key === config.stripe.secretKey,
          },
          database: { connection_string: { present: Boolean(config.databaseUrl) }, kind: databaseKind },
        },
      };
    },

    /** Checks the key with Mailgun, stores it encrypted, and puts it to use at once when Mailgun accepts it. */
    async setMailgunKey(apiKey: string, adminName: string): Promise<string> {
      const candidate = createMailgunProvider(mailgunOptions(apiKey));
      const check = await candidate.verify();
      const now = new Date();
      const values = {
        encryptedKey: encryptSecret(config.secretKey, apiKey),
        lastFour: apiKey.slice(-4),
        isVerified: check.ok,
        verifiedAt: check.ok ? now : null,
        updatedBy: adminName,
        updatedAt: now,
      };
      await db
        .insert(serviceKeys)
        .values({ service: 'mailgun', ...values })
        .onConflictDoUpdate({ target: serviceKeys.service, set: values });
      if (!check.ok) {
        throw new AppError('mailgun_key_refused', {
          status: 422,
          message: `The key ending in ${apiKey.slice(-4)} was saved but Mailgun did not accept it, so it is not in use. ${check.details.replaceAll(apiKey, maskKey(apiKey) ?? '')}`,
        });
      }
      email.replace(candidate);
      mailgunKeyInUse = { key: apiKey, origin: `entered by ${adminName} in the key manager` };
      return `The Mailgun API key ending in ${apiKey.slice(-4)} is saved and in use.`;
    },

    /** Makes the running e-mail service use the stored, verified key (no restart). */
    async fixKeys(): Promise<string> {
      const stored = await storedKey('mailgun');
      if (!stored?.isVerified) {
        throw new AppError('no_expected_key', {
          status: 409,
          message: 'There is no verified Mailgun key to apply. Enter one under Manual Entry first.',
        });
      }
      if (mailgunKeyInUse?.key === stored.key)
        return 'The running e-mail service already uses the expected key.';
      email.replace(createMailgunProvider(mailgunOptions(stored.key)));
      mailgunKeyInUse = { key: stored.key, origin: 'applied from the stored key by Automatic Fix' };
      return `The e-mail service now uses the stored Mailgun key ending in ${stored.lastFour}.`;
    },
  };
}
