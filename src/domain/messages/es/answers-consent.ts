/** The explicit consent to keep answers with an e-mail address, in Spanish; see ../en/answers-consent.ts. */
export const answersConsentLabel =
  'Acepto que Traitscope guarde mis respuestas junto con mi dirección de correo electrónico para elaborar mi informe y enviármelo.';
export const answersConsentHint =
  'Sus respuestas describen rasgos que pueden considerarse datos de salud. Puede descargarlas o borrarlas en cualquier momento en la página «Sus datos».';
export const consentRequired =
  'Por favor, marque la casilla para aceptar que guardemos sus respuestas con su dirección de correo electrónico. Lo necesitamos para elaborar y enviar su informe.';
