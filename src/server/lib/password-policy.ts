import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** Counted after every run of spaces is made one, so twelve spaces are not a twelve-character password. */
const MIN_CHARACTERS = 12;
/** Long passphrases are welcome; beyond this a password is refused rather than cut (ASVS 2.1.2). */
const MAX_CHARACTERS = 128;
/**
 * zxcvbn's scale: 3 is "safely unguessable" against an online attack and moderately so offline. Common and breached
 * passwords (language-common's list, drawn from public breaches), keyboard walks, repeats and near-misses of them
 * score below it; length and unusual words raise the score, so no rule about kinds of characters is needed.
 */
const MIN_SCORE = 3;

// Built on first use: the dictionaries take a moment to load, and only a password being set needs them.
let estimator: ZxcvbnFactory | undefined;

/**
 * Why `password` may not be a staff password, or undefined when it may. Checked where a password is set (the CLI
 * and ADMIN_PASSWORD), never at login: a login checks the password that was set, whatever today's rule.
 */
export function staffPasswordProblem(password: string): string | undefined {
  const characters = [...password];
  if ([...password.replace(/ {2,}/g, ' ')].length < MIN_CHARACTERS) {
    return `must be at least ${MIN_CHARACTERS} characters (a run of spaces counts as one)`;
  }
  if (characters.length > MAX_CHARACTERS) return `must be at most ${MAX_CHARACTERS} characters`;
  // Near-misses are found by zxcvbn's l33t, case and reversal matching. Its Levenshtein matching is left off: it
  // scored every tried password the same and took 0.4-5 s per check (1 s at start-up), against 10-120 ms.
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  if (estimator.check(password).score < MIN_SCORE) {
    return 'is too easy to guess: it is, or is close to, a common or breached password or a keyboard pattern. A few unrelated words make a strong one';
  }
  return undefined;
}
