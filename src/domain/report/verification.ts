// Where a fact shown to people was checked: the public page that supports it and the day it was read. Every
// organisation, referral route, crisis line, citation and fun fact carries one of these beside it, so a reader
// of the code can follow each claim back to its source (decision record 013).
export type Verification = {
  /** The page, paper or registry entry that supports the entry as it is worded. */
  source: string;
  /** The day the source was read, as an ISO date. */
  on: string;
  /** Further pages the wording relies on, when one page does not carry every part of it. */
  also?: readonly string[];
};

/** The day the facts were checked for issue 19. */
const VERIFIED_ON = '2026-11-24';

/**
 * The day the routes, organisations and help lines were checked again for issue 25, after the HSE's adult
 * autism protocol of 26 May 2026, and the records moved from mirrors to the organisations' own pages.
 */
const RECHECKED_ON = '2026-11-27';

/**
 * The day the facts of the pages a reader hands over were checked for issue 27: the referral letter's guidelines and
 * rights (letter-bases.ts), and the work note's adjustments and laws (work-note.ts).
 */
const HAND_OVER_CHECKED_ON = '2026-11-28';

/** A verification record read on `VERIFIED_ON`. */
export function checked(source: string, ...also: string[]): Verification {
  return record(VERIFIED_ON, source, also);
}

/** A verification record read on `RECHECKED_ON`. */
export function rechecked(source: string, ...also: string[]): Verification {
  return record(RECHECKED_ON, source, also);
}

/** A verification record read on `HAND_OVER_CHECKED_ON`. */
export function checkedForHandOvers(source: string, ...also: string[]): Verification {
  return record(HAND_OVER_CHECKED_ON, source, also);
}

function record(on: string, source: string, also: string[]): Verification {
  return also.length > 0 ? { source, on, also } : { source, on };
}
