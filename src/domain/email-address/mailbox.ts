/**
 * The mailbox an address delivers to, so that spellings of one mailbox count as one address wherever a limit is
 * kept per address (one invitation e-mail a month, one referral reward a month, the do-not-invite list).
 *
 * The rule, chosen to fail towards counting too few mailboxes rather than too many:
 * - the whole address is compared in lower case (no provider we know hands out local parts that differ by case);
 * - a `+tag` is dropped from the local part, for every domain: Gmail, Outlook, iCloud, Fastmail, Proton and most
 *   others deliver `name+tag@` to `name@`. At a provider without sub-addressing, `name+tag` is a mailbox of its
 *   own; treating it as `name` only delays an invitation to that rare person, while not doing so would let anyone
 *   with an ordinary mailbox make unlimited addresses;
 * - dots in the local part are dropped only at gmail.com and googlemail.com (one service under two names, and the
 *   only large one that ignores dots); elsewhere `j.doe` and `jdoe` are different people.
 * Other providers' schemes (Yahoo's `-keyword` aliases, Fastmail's `name@alias.domain`) are not folded: they need
 * setting up per alias, which makes them no cheaper than a second mailbox.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function canonicalMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  // A local part that starts with '+' has nothing before the tag: it stays whole.
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}
