/** The payment page in Spanish; see ../en/payment.ts. */
export const heading = 'Obtenga su informe detallado';
export const lead =
  'El Informe completo repasa sus respuestas en detalle y se le envía por correo electrónico.';
export const loading = 'Cargando la página de pago…';
export const cancelledStrong = 'Su pago se ha cancelado.';
export const cancelledRest =
  ' No se le ha cobrado nada. Puede volver a intentarlo cuando quiera, o simplemente salir de esta página.';
export const packageHeading = 'Su paquete de informe';
export const packageAnalysis = ({ assessment }: { assessment: string }) =>
  `Análisis de la autoevaluación: ${assessment}`;
export const productName = 'Informe completo';
export const productSummary = 'Análisis detallado con recursos';
export const priceLabel = 'Precio: ';
export const points = [
  'Llega a su bandeja de entrada en pocos minutos',
  'Imprimible, para llevarlo a consulta si lo desea',
  'Un único pago, sin suscripción',
];
export const yourDetails = 'Sus datos';
export const notADiagnosis =
  'El informe es solo informativo y no es un diagnóstico. Los pagos los gestiona nuestro proveedor de pagos; nunca vemos ni guardamos los datos de su tarjeta.';

export const emailLabel = 'Correo electrónico';
export const emailHint = 'Le enviaremos su informe detallado a esta dirección';
export const invalidEmail = 'Por favor, introduzca una dirección de correo electrónico válida.';
export const countryLabel = 'País en el que vive';
export const countryHint = 'Su informe muestra primero los servicios y organizaciones de este país';
export const anotherCountry = 'Otro país';
export const discountCode = 'Código de descuento';
export const optional = '(opcional)';
export const checkingCode = 'Comprobando…';
export const codeApplied = 'Aplicado';
export const applyCode = 'Aplicar';
export const codeWillApply = 'El código de descuento se aplicará al pagar';
export const emptyCode = 'Código vacío';
export const enterCode = 'Por favor, introduzca un código de descuento para aplicarlo.';
export const codeNotChecked =
  'No hemos podido comprobar este código ahora mismo. Por favor, inténtelo de nuevo.';
export const submitStandard = 'Ir al pago seguro';
export const submitBasic = 'Ir al pago';
export const processing = 'Procesando…';
export const checkoutError = 'Error en el pago';
export const freeOrderFailed = 'No se ha podido procesar su pedido gratuito. Por favor, inténtelo de nuevo.';
export const invalidCheckoutResponse =
  'La respuesta del servicio de pago no es válida. Por favor, inténtelo de nuevo.';
export const checkoutFailed = 'No se ha podido iniciar el pago. Por favor, inténtelo de nuevo.';
export const agreeBefore = 'Al comprar, acepta nuestros ';
export const agreeTerms = 'Términos y condiciones';
export const agreeAnd = ' y nuestra ';
export const agreePrivacy = 'Política de privacidad';
export const agreeAfter = '.';
