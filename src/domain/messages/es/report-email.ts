/** The e-mail that carries the Complete Report, in Spanish; see ../en/report-email.ts. */
export const subject = ({ assessmentName }: { assessmentName: string }) =>
  `Su Informe completo: ${assessmentName}`;
export const preheader = 'Su Informe completo va adjunto en PDF. Léalo cuando quiera.';
export const heading = 'Su Informe completo está listo';
export const hello = 'Hola:';
export const attachedFor = ({ assessmentName }: { assessmentName: string }) =>
  `Gracias por su pedido. Le adjuntamos en este correo su Informe completo de la autoevaluación «${assessmentName}».`;
export const attachedFiles = 'Encontrará dos archivos PDF:';
export const reportFileAbout = 'su Informe completo; su primera página explica qué contiene y cómo usarlo';
export const letterFileAbout =
  'la carta para su médico que forma parte de su informe, en un archivo aparte, lista para imprimir y firmar';
export const readAnyWay =
  'Puede leerlo en pantalla, guardarlo o imprimirlo para llevarlo a una cita. No hace falta leerlo todo de una vez.';
export const whatIsInside = 'Qué contiene';
export const gentleReminder = 'Un recordatorio amable';
export const orderReference = 'Referencia del pedido:';
export const amountPaid = 'Importe pagado:';
export const completedOn = 'Fecha de la autoevaluación:';
export const questionsWriteTo = '¿Tiene preguntas o no puede abrir el archivo adjunto? Escríbanos a';
export const complaintWithin = ({ days }: { days: number }) =>
  `Si algo no está bien en su informe, díganoslo en un plazo de ${days} días.`;
export const receivingBecause = 'Recibe este correo porque ha pedido un informe en';
export const seeYourData = 'Para ver, descargar o borrar los datos que guardamos sobre usted, visite';
export const yourData = 'Sus datos';
export const reportFileName = 'traitscope-informe-completo';
export const letterFileName = 'traitscope-carta-para-su-medico';
