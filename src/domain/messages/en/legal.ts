/**
 * The frame of the legal documents in English: the words around the texts (see shell.ts for how messages are
 * kept). The texts themselves are translated whole, one module per document and language
 * (client/features/legal/texts/).
 */
export const effectiveDate = 'Effective date:';
export const contents = 'Contents';
export const backToHome = 'Back to Home';
