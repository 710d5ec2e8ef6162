import { chmodSync, existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the embedded database (every answer and address) and the secret key: only the account that
 * runs the server may read it. Directories we create get this mode; the umask set at start (main.ts) gives the
 * database's own files 0600.
 */
export const OWNER_ONLY_DIR_MODE = 0o700;
/** Group and other permission bits: the umask that keeps them off, and what the checks look for. */
export const OWNER_ONLY_UMASK = 0o077;

/**
 * Takes group and other permissions off `dir` and everything in it. For folders only this app writes (the
 * embedded database): PGlite unpacks its initial database with mode 0666 whatever the umask, and folders made by
 * earlier versions were 0755.
 */
export function tightenTree(dir: string): void {
  const entries = [dir, ...readdirSync(dir, { recursive: true }).map((name) => path.join(dir, String(name)))];
  for (const entry of entries) {
    const { mode } = statSync(entry);
    if ((mode & OWNER_ONLY_UMASK) !== 0) chmodSync(entry, mode & OWNER_ONLY_DIR_MODE);
  }
}

export type LoosePath = { path: string; mode: string };

/** The paths among `paths` (outermost first) that other users of the machine may read, write or enter. */
export function findLoosePaths(paths: string[]): LoosePath[] {
  return paths
    .filter((candidate) => existsSync(candidate))
    .map((candidate) => ({ path: candidate, mode: statSync(candidate).mode & 0o777 }))
    .filter(({ mode }) => (mode & OWNER_ONLY_UMASK) !== 0)
    .map(({ path, mode }) => ({ path, mode: mode.toString(8).padStart(4, '0') }));
}

/** One sentence for the operator: what is open, and the command that closes it. */
export function loosePathWarning(loose: LoosePath[]): string | undefined {
  if (loose.length === 0) return undefined;
  const named = loose.map(({ path, mode }) => `${path} (mode ${mode})`).join(', ');
  return (
    `Other users of this machine can open ${named}, which holds people's answers or the secret key. ` +
    `Fix: chmod -R go-rwx ${loose.map(({ path }) => path).join(' ')}`
  );
}
