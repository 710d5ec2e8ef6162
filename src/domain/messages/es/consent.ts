/** The cookie banner and the footer's button in Spanish; see ../en/consent.ts. */
export const bannerTitle = 'Cookies en Traitscope';
export const bannerText =
  'Las cookies necesarias mantienen el sitio en funcionamiento y sus respuestas a salvo. Con su permiso, también usamos cookies para ver cómo se usa el sitio y para medir nuestros anuncios. Al hacer clic en «Aceptar todas», acepta que usemos cookies. Puede cambiar su elección en cualquier momento.';
export const acceptAll = 'Aceptar todas';
export const necessaryOnly = 'Solo las necesarias';
export const openSettings = 'Configuración de cookies';
export const footerSettingsButton = 'Configuración de cookies';
