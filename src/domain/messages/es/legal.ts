/** The frame of the legal documents in Spanish; see ../en/legal.ts. */
export const effectiveDate = 'Fecha de entrada en vigor:';
export const contents = 'Índice';
export const backToHome = 'Volver al inicio';
