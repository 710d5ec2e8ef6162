/** The cookie banner and the footer's button in Italian; see ../en/consent.ts. */
export const bannerTitle = 'I cookie su Traitscope';
export const bannerText =
  'I cookie necessari fanno funzionare il sito e proteggono le sue risposte. Con il suo permesso usiamo anche cookie per capire come viene usato il sito e per misurare le nostre pubblicità. Facendo clic su «Accetta tutti», acconsente al nostro uso dei cookie. Può cambiare la sua scelta in qualsiasi momento.';
export const acceptAll = 'Accetta tutti';
export const necessaryOnly = 'Solo necessari';
export const openSettings = 'Impostazioni dei cookie';
export const footerSettingsButton = 'Impostazioni dei cookie';
