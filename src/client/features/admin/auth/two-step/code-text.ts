export type CodeKind = 'app' | 'app-or-recovery';

const APP_CODE = /^\d{6}$/;

/** What is wrong with a typed code before it is sent, or null; whether it is right is the server's to say. */
export function codeProblem(code: string, kind: CodeKind): string | null {
  const compact = code.replace(/\s/g, '');
  if (compact === '') return 'Required';
  if (kind === 'app' && !APP_CODE.test(compact)) return 'Enter the 6 digits your app shows.';
  return null;
}

/** A base32 secret in groups of four, as it is easiest to type into an app: `ABCD EFGH …`. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? '';
}

/** The text file of recovery codes an admin downloads to keep. */
export function recoveryCodesFile(username: string, codes: string[], now = new Date()): string {
  return [
    `Traitscope admin recovery codes for ${username}`,
    `Made ${now.toISOString().slice(0, 10)}. Each code signs you in once, in place of the code from your app.`,
    '',
    ...codes,
    '',
  ].join('\n');
}
