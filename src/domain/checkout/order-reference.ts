/** The reference printed in report e-mails and PDFs and shown on the Your data page. */
export function orderReference(orderId: number): string {
  return `TS-${String(orderId).padStart(6, '0')}`;
}
