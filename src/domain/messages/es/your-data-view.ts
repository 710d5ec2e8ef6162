/** The Your data page's view of one's data in Spanish; see ../en/your-data-view.ts. */

export const holdingBefore = 'Esto es todo lo que guardamos sobre ';
export const holdingAfter = ({ time }: { time: string }) =>
  `. Esta página seguirá abierta hasta las ${time}; después, pida un enlace nuevo.`;
export const closing = 'Cerrando…';
export const closePage = 'Cerrar esta página';
export const closeFailed = 'No hemos podido cerrar esta página en este momento. Inténtelo de nuevo.';

export const resultsTitle = 'Sus resultados';
export const noResults = 'No hay resultados guardados de pedidos hechos con esta dirección.';
export const resultTaken = ({
  date,
  score,
  level,
  answers,
}: {
  date: string;
  score: number;
  level: string;
  answers: number;
}) => `: autoevaluación del ${date}, puntuación ${score}, ${level}, ${answers} respuestas guardadas.`;
export const sinceSameWording = ({ date, before, after }: { date: string; before: string; after: string }) =>
  `Respecto a su autoevaluación del ${date}: entonces ${before}, ahora ${after}.`;
export const sinceReworded = ({ date }: { date: string }) =>
  `Respecto a su autoevaluación del ${date}: algunas preguntas se reformularon entre medias, así que las respuestas no se comparan.`;

export const enteredTitle = 'Indicada en un resultado';
export const enteredText =
  'Esta dirección se escribió en estos resultados, pero ningún pedido completado con esta dirección demuestra que sean suyos. Cualquiera puede escribir cualquier dirección, así que aquí no mostramos las respuestas de esos resultados. Si borra sus datos más abajo, su dirección también se eliminará de ellos.';
export const enteredTaken = ({ date }: { date: string }) => `: autoevaluación del ${date}`;

export const ordersTitle = 'Sus pedidos';
export const noOrders = 'No se ha hecho ningún pedido con esta dirección.';
export const orderLine = ({
  assessment,
  price,
  date,
  status,
}: {
  assessment: string;
  price: string;
  date: string;
  status: string;
}) => `: Informe completo, ${assessment}, ${price}, ${date}, ${status}.`;
export const orderConsent = ({ date }: { date: string }) =>
  ` El ${date} aceptó que guardáramos sus respuestas junto con su dirección.`;
export const orderCountry = ({ country }: { country: string }) => ` País de su informe: ${country}.`;
export const orderStatuses: Readonly<Record<string, string>> = {
  pending: 'pendiente',
  completed: 'completado',
  failed: 'fallido',
};

export const invitationsTitle = 'Invitaciones que ha recibido';
export const noInvitations =
  'Nadie ha invitado a esta dirección a través de nuestro programa de recomendaciones.';
export const invitedOn = ({ date, status }: { date: string; status: string }) =>
  `Una persona conocida le invitó el ${date} (${status}).`;
export const invitationStatuses: Readonly<Record<string, string>> = {
  pending: 'pendiente',
  completed: 'completada',
  expired: 'caducada',
};

export const messagesTitle = 'Correos electrónicos que le hemos enviado';
export const noMessages = 'No tenemos guardado ningún correo electrónico enviado a esta dirección.';
export const messageLine = ({ name, date, status }: { name: string; date: string; status: string }) =>
  `${name}, ${date} (${status}).`;
export const messageNames: Readonly<Record<string, string>> = {
  report: 'Su informe',
  'address-correction': 'Un enlace para confirmar esta dirección',
};
export const otherMessage = 'Un enlace a esta página';
export const messageStatuses: Readonly<Record<string, string>> = {
  pending: 'pendiente de envío',
  sending: 'enviándose',
  sent: 'enviado',
  failed: 'fallido',
  suppressed: 'retenido',
};

export const downloadTitle = 'Descargar sus datos';
export const downloadText =
  'Un archivo (JSON, legible por personas y programas) con todo lo anterior, incluidas todas sus respuestas.';
export const downloadButton = 'Descargar mis datos';

export const correctTitle = 'Corregir su dirección de correo electrónico';
export const correctBefore = 'Si ';
export const correctAfter = ' está mal escrita o ya no es suya, escriba la dirección correcta.';
export const correctNextBefore = 'Enviaremos un enlace de confirmación a ';
export const correctNextUnknown = 'la dirección que escriba';
export const correctNextAfter =
  '. Sus datos solo se trasladan cuando se abra ese enlace. Esta página se cerrará.';
export const correctLabel = 'Dirección correcta';
export const sendConfirmation = 'Enviar enlace de confirmación';
export const correctFailed =
  'No hemos podido enviar el enlace de confirmación en este momento. Inténtelo de nuevo.';

export const eraseTitle = 'Retirar el consentimiento y borrar';
export const eraseText =
  'Si retira su consentimiento, borraremos sus respuestas, sus resultados y su dirección de correo electrónico, y todos los correos que aún guardemos para usted. La normativa fiscal y contable nos obliga a conservar el importe, la fecha y la referencia de pago de cada pedido, sin nada que los vincule con usted. Esto no se puede deshacer.';
export const eraseButton = 'Retirar el consentimiento y borrar mis datos';
export const eraseQuestion = '¿Borrar todo lo que aparece en esta página?';
export const eraseConfirm = 'Sí, borrar mis datos';
export const eraseCancel = 'Cancelar';
export const erasing = 'Borrando…';
export const eraseFailed = 'No hemos podido borrar sus datos en este momento. Inténtelo de nuevo.';
