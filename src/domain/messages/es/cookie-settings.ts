/** The cookie settings dialog in Spanish; see ../en/cookie-settings.ts. */
import type { ConsentCategory } from '../../consent/categories.ts';

export const title = 'Configuración de cookies';
export const description =
  'Elija qué cookies podemos usar. Puede cambiarlo en cualquier momento con el botón «Configuración de cookies», al pie de cada página.';
export const close = 'Cerrar la configuración de cookies';
export const tabsLabel = 'Información sobre cookies';
export const settingsTab = 'Configuración';
export const aboutTab = 'Sobre las cookies';
export const privacyTab = 'Política de privacidad';
export const categories: Readonly<Record<ConsentCategory, { title: string; description: string }>> = {
  necessary: {
    title: 'Necesarias',
    description:
      'Mantienen el sitio en funcionamiento: su cookie anónima de visitante, la protección frente a solicitudes falsificadas, el recuerdo de esta elección y sus preferencias de lectura y de lectura en voz alta (guardadas solo en su navegador). Siempre activas.',
  },
  functional: {
    title: 'Funcionales',
    description:
      'Nos permiten contar las visitas a las páginas y las autoevaluaciones completadas en nuestro propio servidor, para mejorar el sitio.',
  },
  analytics: {
    title: 'Analíticas',
    description:
      'Permiten a nuestro proveedor de analítica medir cómo se usa el sitio. No se comparte nada de lo que usted responde.',
  },
  marketing: {
    title: 'Marketing',
    description: 'Permiten a nuestro socio publicitario medir si nuestros anuncios dan lugar a compras.',
  },
};
export const about = [
  'Las cookies son pequeños archivos que un sitio web guarda en su navegador. También usamos el almacenamiento local de su navegador, que funciona del mismo modo, para conservar sus respuestas mientras hace una autoevaluación.',
  'Las cookies necesarias no se pueden desactivar, porque el sitio no funciona sin ellas. No sirven para identificarle: su cookie de visitante es un número aleatorio.',
  'Las cookies funcionales, analíticas y de marketing están desactivadas hasta que usted las active. Si más adelante desactiva alguna, sus herramientas dejan de cargarse a partir de la siguiente página que abra.',
];
export const rightsIntro = 'Según el RGPD, usted tiene derecho a:';
export const rights = [
  'acceder a los datos personales que tenemos sobre usted',
  'que se rectifiquen',
  'que se supriman',
  'retirar su consentimiento en cualquier momento',
  'recibir sus datos en un formato portable',
  'presentar una reclamación ante una autoridad de protección de datos',
];
export const readFullBefore = 'Lea la ';
export const readFullLink = 'Política de privacidad';
export const readFullAfter = ' completa.';
export const necessaryOnly = 'Solo necesarias';
export const acceptAll = 'Aceptar todas';
export const savePreferences = 'Guardar preferencias';
