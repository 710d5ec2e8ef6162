/**
 * The cookie banner and the footer's button that opens the settings, in English (see shell.ts for how messages are
 * kept). In every page's first download, so the settings dialog's words are a module of their own
 * (cookie-settings.ts), downloaded with the dialog.
 */
export const bannerTitle = 'Cookies on Traitscope';
export const bannerText =
  'Necessary cookies keep the site working and your answers safe. With your permission we also use cookies to see how the site is used and to measure our adverts. By clicking Accept All, you consent to our use of cookies. You can change your choice at any time.';
export const acceptAll = 'Accept All';
export const necessaryOnly = 'Necessary Only';
export const openSettings = 'Cookie Settings';
export const footerSettingsButton = 'Cookie settings';
