import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OWNER_ONLY_DIR_MODE } from '../../lib/owner-only-files.ts';

// The admin account created on a first start with no ADMIN_USERNAME (bootstrap.ts): someone must learn its
// password. A local run prints it; production writes it to a file instead, because a container's standard output
// is kept by its runtime and usually shipped to a log store (decision 033).

/** In DATA_DIR: a production server's generated first admin password, readable by the server's user only. */
export const FIRST_ADMIN_FILE = 'first-admin-password';

export type FirstAdmin = {
  username: string;
  password: string;
  loginUrl: string;
  /** Where two-step sign-in is required, the token its set-up asks for. */
  enrolment: { token: string; expiresAt: Date } | null;
};

/** What the person who started the server needs for the first login, ending with `closing`. */
export function firstAdminText(admin: FirstAdmin, closing: string): string {
  return (
    `An admin account was created. Log in at ${admin.loginUrl} with\n` +
    `  username: ${admin.username}\n  password: ${admin.password}\n` +
    (admin.enrolment
      ? `Two-step sign-in is required; its set-up asks for this one-time enrolment token (until ${admin.enrolment.expiresAt.toISOString()}):\n` +
        `  ${admin.enrolment.token}\n`
      : '') +
    `${closing} Set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own.\n`
  );
}

/** Writes `text` to DATA_DIR/first-admin-password with mode 0600 and returns the file's path. */
export function writeFirstAdminFile(dataDir: string, text: string): string {
  mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY_DIR_MODE });
  const file = path.join(dataDir, FIRST_ADMIN_FILE);
  // One left from an earlier database would keep its own mode if overwritten: a new file is made instead.
  rmSync(file, { force: true });
  writeFileSync(file, text, { mode: 0o600, flag: 'wx' });
  return file;
}
