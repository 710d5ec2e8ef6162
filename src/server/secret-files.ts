import { readFileSync } from 'node:fs';

/**
 * The settings that carry a password or a key. Each may instead be read from a file named by `<NAME>_FILE`
 * (`SECRET_KEY_FILE=/run/secrets/secret_key`): Docker and Kubernetes secrets arrive as files, and a value in the
 * environment shows in `docker inspect`, in /proc and in every child process.
 */
const SECRET_VARIABLES = [
  'SECRET_KEY',
  'ADMIN_PASSWORD',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'MAILGUN_API_KEY',
  'MAILGUN_WEBHOOK_SIGNING_KEY',
  'SMTP_URL',
  'DATABASE_URL',
  'REDIS_URL',
  'METRICS_TOKEN',
] as const;

type Env = Record<string, string | undefined>;

/**
 * `env` with each `<NAME>_FILE` of `names` replaced by its file's content under `<NAME>`, and the problems found: a
 * file that cannot be read or is empty, or a value given both ways (which one was meant cannot be guessed). The
 * line end an editor or `echo` leaves at the end of the file is not part of the value.
 */
export function readSecretFiles(
  env: Env,
  names: readonly string[] = SECRET_VARIABLES,
): { env: Env; problems: string[] } {
  const read: Env = { ...env };
  const problems: string[] = [];
  for (const name of names) {
    const file = env[`${name}_FILE`]?.trim();
    if (!file) continue;
    if (env[name]?.trim()) {
      problems.push(`${name}_FILE: set either ${name} or ${name}_FILE, not both`);
      continue;
    }
    try {
      const value = readFileSync(file, 'utf8').replace(/(\r?\n)+$/, '');
      if (value.trim() === '') problems.push(`${name}_FILE: ${file} is empty`);
      else read[name] = value;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      problems.push(`${name}_FILE: cannot read ${file} (${code})`);
    }
  }
  return { env: read, problems };
}
