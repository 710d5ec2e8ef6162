/** The cookie banner and the footer's button in German; see ../en/consent.ts. */
export const bannerTitle = 'Cookies auf Traitscope';
export const bannerText =
  'Notwendige Cookies halten die Website in Betrieb und Ihre Antworten sicher. Mit Ihrer Erlaubnis verwenden wir außerdem Cookies, um zu sehen, wie die Website genutzt wird, und um unsere Werbung zu messen. Mit einem Klick auf „Alle akzeptieren“ stimmen Sie unserer Verwendung von Cookies zu. Sie können Ihre Wahl jederzeit ändern.';
export const acceptAll = 'Alle akzeptieren';
export const necessaryOnly = 'Nur notwendige';
export const openSettings = 'Cookie-Einstellungen';
export const footerSettingsButton = 'Cookie-Einstellungen';
