/** The cookie settings dialog in Dutch; see ../en/cookie-settings.ts. */
import type { ConsentCategory } from '../../consent/categories.ts';

export const title = 'Cookie-instellingen';
export const description =
  'Kies welke cookies we mogen gebruiken. U kunt dit altijd wijzigen met de knop “Cookie-instellingen” onderaan elke pagina.';
export const close = 'Cookie-instellingen sluiten';
export const tabsLabel = 'Informatie over cookies';
export const settingsTab = 'Instellingen';
export const aboutTab = 'Over cookies';
export const privacyTab = 'Privacyverklaring';
export const categories: Readonly<Record<ConsentCategory, { title: string; description: string }>> = {
  necessary: {
    title: 'Noodzakelijk',
    description:
      'Zorgen dat de website werkt: uw anonieme bezoekerscookie, bescherming tegen vervalste verzoeken, het onthouden van deze keuze, en uw lees- en voorleesinstellingen (alleen in uw browser bewaard). Altijd aan.',
  },
  functional: {
    title: 'Functioneel',
    description:
      'Hiermee mogen we paginabezoeken en voltooide zelfinschattingen tellen op onze eigen server, om de website te verbeteren.',
  },
  analytics: {
    title: 'Analyse',
    description:
      'Hiermee mag onze analysedienst meten hoe de website wordt gebruikt. Uw antwoorden worden niet gedeeld.',
  },
  marketing: {
    title: 'Marketing',
    description: 'Hiermee mag onze advertentiepartner meten of onze advertenties tot aankopen leiden.',
  },
};
export const about = [
  'Cookies zijn kleine bestanden die een website in uw browser bewaart. We gebruiken ook de lokale opslag van uw browser, die op dezelfde manier werkt. Daarin bewaren we uw antwoorden terwijl u een zelfinschatting invult.',
  'Noodzakelijke cookies kunnen niet worden uitgezet, omdat de website zonder die cookies niet werkt. Ze maken u niet herkenbaar: uw bezoekerscookie is een willekeurig getal.',
  'Functionele, analyse- en marketingcookies staan uit totdat u ze aanzet. Zet u er later een uit? Dan worden de bijbehorende hulpmiddelen niet meer geladen, vanaf de volgende pagina die u opent.',
];
export const rightsIntro = 'Volgens de AVG heeft u het recht om:';
export const rights = [
  'de persoonsgegevens in te zien die we over u bewaren',
  'ze te laten corrigeren',
  'ze te laten verwijderen',
  'uw toestemming op elk moment in te trekken',
  'uw gegevens te ontvangen in een overdraagbaar formaat',
  'een klacht in te dienen bij een toezichthouder voor gegevensbescherming',
];
export const readFullBefore = 'Lees de volledige ';
export const readFullLink = 'privacyverklaring';
export const readFullAfter = '.';
export const necessaryOnly = 'Alleen noodzakelijke';
export const acceptAll = 'Alles accepteren';
export const savePreferences = 'Voorkeuren opslaan';
