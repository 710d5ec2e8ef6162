/** The cookie banner and the footer's button in Dutch; see ../en/consent.ts. */
export const bannerTitle = 'Cookies op Traitscope';
export const bannerText =
  'Noodzakelijke cookies zorgen dat de website werkt en dat uw antwoorden veilig blijven. Met uw toestemming gebruiken we ook cookies om te zien hoe de website wordt gebruikt en om onze advertenties te meten. Als u op “Alles accepteren” klikt, geeft u toestemming voor ons gebruik van cookies. U kunt uw keuze altijd wijzigen.';
export const acceptAll = 'Alles accepteren';
export const necessaryOnly = 'Alleen noodzakelijke';
export const openSettings = 'Cookie-instellingen';
export const footerSettingsButton = 'Cookie-instellingen';
