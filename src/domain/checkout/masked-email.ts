/**
 * An address with all but the first letter of its name hidden, as an order's confirmation page shows it: enough
 * for the buyer to recognise it, little for someone looking over their shoulder or at a shared screen.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
